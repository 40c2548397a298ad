import type { SellerChoiceMode } from '#domain/client-flow/index.ts';
import type { DemoConcessionKey } from './accounts.ts';

/** The two demo dealerships; both fully set up (info, configuration and connection validated). */
export type DemoConcession = {
  key: DemoConcessionKey;
  name: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  state: string;
  territory: string;
  website: string;
  ownerContactEmail: string;
  sellerChoiceMode: SellerChoiceMode;
  wifiSsid: string;
  manufacturers: readonly string[];
  /** Walk-in clients a day over the last four weeks: [min, max]. */
  clientsPerDay: readonly [number, number];
  createdDaysAgo: number;
};

/** Settings both dealerships share. */
export const DEMO_SETTINGS = {
  timeZone: 'America/Toronto',
  saleHoldHours: 4,
  alertDelayWeeks: 2,
  // Two weeks, so the four weeks of history include archived be-backs.
  archiveDelayWeeks: 2,
  /** Platform accounts joined before any dealership. */
  platformJoinedDaysAgo: 150,
} as const;

export const DEMO_CONCESSIONS: readonly DemoConcession[] = [
  {
    key: 'demo',
    name: 'Best Pairing Demo',
    phone: '5145550100',
    address: '1000, rue Sherbrooke Ouest',
    city: 'Montréal',
    postalCode: 'H3A 3G4',
    state: 'QC',
    territory: 'Montréal',
    website: 'https://demo.example.com',
    ownerContactEmail: 'owner@demo.test',
    sellerChoiceMode: 'clientChoosesBetweenTwo',
    wifiSsid: 'BestPairing-Demo',
    manufacturers: ['Toyota', 'Honda', 'Hyundai', 'Mazda'],
    clientsPerDay: [3, 6],
    createdDaysAgo: 120,
  },
  {
    key: 'second',
    name: 'Best Pairing Demo Québec',
    phone: '4185550100',
    address: '500, boulevard Laurier',
    city: 'Québec',
    postalCode: 'G1V 4T3',
    state: 'QC',
    territory: 'Capitale-Nationale',
    website: 'https://quebec.example.com',
    ownerContactEmail: 'owner2@demo.test',
    sellerChoiceMode: 'bestMatch',
    wifiSsid: 'BestPairing-Quebec',
    manufacturers: ['Ford', 'Chevrolet', 'Kia'],
    clientsPerDay: [1, 2],
    createdDaysAgo: 60,
  },
];
