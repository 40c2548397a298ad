import type { Role } from '#domain/access/roles.ts';

/** Who is signed in, as the layouts show them. */
export type Viewer = { name: string; pictureUrl?: string; role: Role };
