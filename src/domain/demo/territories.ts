import { DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_CONCESSIONS } from './dealerships.ts';

/**
 * The demo dealership's territory covers its province, and the demo bpm covers the territory
 * (decision 076): a fresh start shows a territory with its region, dealership and bpm.
 */
export const demoTerritoryCover = () =>
  DEMO_CONCESSIONS.filter((spec) => spec.key === 'demo').map((spec) => ({
    territory: spec.territory,
    regions: [{ country: 'CA' as const, state: spec.state }],
    bpms: DEMO_ACCOUNTS.filter((account) => account.role === 'bpm').map((bpm) => bpm.email),
  }));
