import { describe, expect, it } from 'vitest';
import { createTokenService } from './token-service.ts';

describe('token service', () => {
  const tokens = createTokenService();

  it('issues distinct tokens whose stored parts are hashes, not the token', () => {
    const a = tokens.issue();
    const b = tokens.issue();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{24}$/);
    expect(a.id).toMatch(/^[0-9a-f]{64}$/);
    expect(a.token).not.toContain(a.id);
    expect(a.secretHash).toHaveLength(32);
  });

  it('reads back the same id and secret hash from the token', () => {
    const issued = tokens.issue();
    const read = tokens.read(issued.token);
    expect(read?.id).toBe(issued.id);
    expect(tokens.sameSecret(read?.secretHash ?? new Uint8Array(), issued.secretHash)).toBe(true);
  });

  it('tells a tampered secret from the real one', () => {
    const issued = tokens.issue();
    const [id] = issued.token.split('.');
    const forged = tokens.read(`${id}.${'a'.repeat(24)}`);
    expect(forged?.id).toBe(issued.id);
    expect(tokens.sameSecret(forged?.secretHash ?? new Uint8Array(), issued.secretHash)).toBe(
      false,
    );
  });

  it.each(['', 'abc', 'a.b.c', `${'A'.repeat(24)}.${'a'.repeat(24)}`, `${'a'.repeat(24)}`])(
    'refuses %j as a token',
    (token) => {
      expect(tokens.read(token)).toBeNull();
    },
  );
});
