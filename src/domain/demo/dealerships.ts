import type { SellerChoiceMode } from '#domain/client-flow/index.ts';
import type { DemoConcessionKey } from './accounts.ts';

/**
 * The demo dealerships: two fully set up (information, configuration and connection validated),
 * and one the platform just created for its owner, which the owner's set-up wizard walks through.
 */
export type DemoConcession = {
  key: DemoConcessionKey;
  /** False: no step validated, no station password, wifi or manufacturer, no visits. */
  setUp: boolean;
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
  /** Supplementary advisor licences bought ahead of hiring: free seats (docs/decisions/064). */
  spareSellerLicences: number;
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
    setUp: true,
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
    spareSellerLicences: 3,
  },
  {
    key: 'second',
    setUp: true,
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
    spareSellerLicences: 0,
  },
  {
    key: 'setup',
    setUp: false,
    name: 'Best Pairing Laval',
    phone: '4505550100',
    address: '3000, boulevard Le Carrefour',
    city: 'Laval',
    postalCode: 'H7T 2K9',
    state: 'QC',
    territory: 'Laval',
    website: 'https://laval.example.com',
    ownerContactEmail: 'owner3@demo.test',
    sellerChoiceMode: 'clientChoosesBetweenTwo',
    wifiSsid: '',
    manufacturers: [],
    clientsPerDay: [0, 0],
    createdDaysAgo: 2,
    spareSellerLicences: 0,
  },
];
