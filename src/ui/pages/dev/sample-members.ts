import type { Role } from '#domain/access/roles.ts';

/** Sample rows for the style page's tables: realistic names, fictitious 555 numbers. */
export type SampleMember = {
  id: string;
  name: string;
  role: Extract<Role, 'owner' | 'admin' | 'seller'>;
  phone: string;
  since: string;
  licenceCents: number;
};

const member = (
  id: number,
  name: string,
  role: SampleMember['role'],
  since: string,
): SampleMember => ({
  id: String(id),
  name,
  role,
  phone: `514555${String(100 + id).padStart(4, '0')}`,
  since: `${since}T14:00:00.000Z`,
  licenceCents: role === 'owner' ? 0 : role === 'admin' ? 2900 : 4900,
});

export const SAMPLE_MEMBERS: readonly SampleMember[] = [
  member(1, 'Isabelle Bouchard', 'owner', '2021-04-12'),
  member(2, 'Marie Tremblay', 'admin', '2021-05-03'),
  member(3, 'Jean-François Gagnon', 'seller', '2021-06-21'),
  member(4, 'Sophie Roy', 'seller', '2022-01-10'),
  member(5, 'Mathieu Côté', 'seller', '2022-03-28'),
  member(6, 'Olivier Lavoie', 'admin', '2022-08-15'),
  member(7, 'Catherine Morin', 'seller', '2023-02-06'),
  member(8, 'Alexandre Gauthier', 'seller', '2023-05-29'),
  member(9, 'Julie Fortin', 'seller', '2023-11-13'),
  member(10, 'Nicolas Gagné', 'seller', '2024-03-04'),
  member(11, 'Émilie Ouellet', 'seller', '2024-09-16'),
  member(12, 'Samuel Pelletier', 'seller', '2025-01-20'),
];
