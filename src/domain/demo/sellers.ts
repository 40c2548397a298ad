import type { Hobby } from '#domain/access/hobbies.ts';
import type { Language } from '#domain/locale/language.ts';
import type { StatisticsStatus } from '#domain/statistics/access.ts';

/** The advisors' profiles (docs/spec/decisions.md section 11: "sellers with completed tests and profiles"). */
export type DemoSeller = {
  email: string;
  hobbies: readonly [Hobby, Hobby, Hobby];
  spokenLanguages: readonly Language[];
  /** [years ago, month] each: started selling cars, started at this dealership. */
  carSellerStarted: readonly [number, number];
  concessionSellerStarted: readonly [number, number];
  statisticsStatus: StatisticsStatus;
  /** Share of this advisor's clients who buy: gives each advisor a different closing rate. */
  closeRate: number;
  /** Days since the last on-site heartbeat; above the alert delay (2 weeks) it raises the alert. */
  lastOnSiteDaysAgo: number;
};

export const DEMO_SELLERS: readonly DemoSeller[] = [
  {
    email: 'seller1@demo.test',
    hobbies: ['travel', 'music', 'cooking'],
    spokenLanguages: ['fr', 'en'],
    carSellerStarted: [12, 3],
    concessionSellerStarted: [6, 9],
    statisticsStatus: 'granted',
    closeRate: 0.45,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller2@demo.test',
    hobbies: ['reading', 'nature', 'volunteering'],
    spokenLanguages: ['fr'],
    carSellerStarted: [8, 5],
    concessionSellerStarted: [8, 5],
    statisticsStatus: 'granted',
    closeRate: 0.4,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller3@demo.test',
    hobbies: ['photography', 'arts', 'cinema'],
    spokenLanguages: ['fr', 'en'],
    carSellerStarted: [5, 1],
    concessionSellerStarted: [2, 4],
    statisticsStatus: 'granted',
    closeRate: 0.35,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller4@demo.test',
    hobbies: ['highTechnology', 'science', 'sport'],
    spokenLanguages: ['en', 'fr'],
    carSellerStarted: [15, 6],
    concessionSellerStarted: [3, 2],
    statisticsStatus: 'granted',
    closeRate: 0.3,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller5@demo.test',
    hobbies: ['animals', 'dance', 'theatre'],
    spokenLanguages: ['fr'],
    carSellerStarted: [3, 8],
    concessionSellerStarted: [1, 10],
    statisticsStatus: 'requested',
    closeRate: 0.42,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller6@demo.test',
    hobbies: ['sport', 'it', 'writing'],
    spokenLanguages: ['en'],
    carSellerStarted: [2, 2],
    concessionSellerStarted: [1, 1],
    statisticsStatus: 'notGranted',
    closeRate: 0.25,
    lastOnSiteDaysAgo: 17,
  },
  {
    email: 'seller7@demo.test',
    hobbies: ['nature', 'sport', 'cooking'],
    spokenLanguages: ['fr'],
    carSellerStarted: [10, 4],
    concessionSellerStarted: [4, 7],
    statisticsStatus: 'granted',
    closeRate: 0.4,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller8@demo.test',
    hobbies: ['music', 'reading', 'science'],
    spokenLanguages: ['fr', 'en'],
    carSellerStarted: [4, 11],
    concessionSellerStarted: [4, 11],
    statisticsStatus: 'notGranted',
    closeRate: 0.3,
    lastOnSiteDaysAgo: 0,
  },
];
