import { describe, expect, it } from 'vitest';
import { stationAccountEmail } from './station-accounts.ts';

describe('stationAccountEmail', () => {
  it('names each station of a dealership by the end of its id, at an address that takes no email', () => {
    const id = '0b6f5a2e-9c1d-4e7a-8f3b-A1B2C3D4E5F6';
    expect(stationAccountEmail(id, 'client')).toBe(
      'borne-a1b2c3d4e5f6@stations.best-pairing.invalid',
    );
    expect(stationAccountEmail(id, 'service')).toBe(
      'service-a1b2c3d4e5f6@stations.best-pairing.invalid',
    );
  });
});
