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

type Row = [
  hobbies: DemoSeller['hobbies'],
  spokenLanguages: DemoSeller['spokenLanguages'],
  carSellerStarted: DemoSeller['carSellerStarted'],
  concessionSellerStarted: DemoSeller['concessionSellerStarted'],
  statisticsStatus: StatisticsStatus,
  closeRate: number,
  lastOnSiteDaysAgo: number,
];

/** One row per advisor, in order: advisor n is seller{n}@demo.test. */
const ROWS: readonly Row[] = [
  [['travel', 'music', 'cooking'], ['fr', 'en'], [12, 3], [6, 9], 'granted', 0.45, 0],
  [['reading', 'nature', 'volunteering'], ['fr'], [8, 5], [8, 5], 'granted', 0.4, 0],
  [['photography', 'arts', 'cinema'], ['fr', 'en'], [5, 1], [2, 4], 'granted', 0.35, 0],
  [['highTechnology', 'science', 'sport'], ['en', 'fr'], [15, 6], [3, 2], 'granted', 0.3, 0],
  [['animals', 'dance', 'theatre'], ['fr'], [3, 8], [1, 10], 'requested', 0.42, 0],
  [['sport', 'it', 'writing'], ['en'], [2, 2], [1, 1], 'notGranted', 0.25, 17],
  [['nature', 'sport', 'cooking'], ['fr'], [10, 4], [4, 7], 'granted', 0.4, 0],
  [['music', 'reading', 'science'], ['fr', 'en'], [4, 11], [4, 11], 'notGranted', 0.3, 0],
];

export const DEMO_SELLERS: readonly DemoSeller[] = ROWS.map((row, index) => ({
  email: `seller${index + 1}@demo.test`,
  hobbies: row[0],
  spokenLanguages: row[1],
  carSellerStarted: row[2],
  concessionSellerStarted: row[3],
  statisticsStatus: row[4],
  closeRate: row[5],
  lastOnSiteDaysAgo: row[6],
}));
