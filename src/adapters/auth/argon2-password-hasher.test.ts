import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher } from './argon2-password-hasher.ts';

describe('argon2 password hasher', () => {
  const hasher = createArgon2PasswordHasher();

  it('hashes with argon2id and the OWASP parameters', async () => {
    const stored = await hasher.hash('Demo1234');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(stored).not.toContain('Demo1234');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('Demo1234');
    await expect(hasher.verify(stored, 'Demo1234')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'demo1234')).resolves.toBe(false);
    await expect(hasher.verify(stored, '')).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    const [first, second] = await Promise.all([hasher.hash('Demo1234'), hasher.hash('Demo1234')]);
    expect(first).not.toBe(second);
    await expect(hasher.verify(second, 'Demo1234')).resolves.toBe(true);
  });

  it('refuses (without throwing) a hash it cannot read', async () => {
    await expect(hasher.verify('not-a-hash', 'Demo1234')).resolves.toBe(false);
    await expect(hasher.verify('', 'Demo1234')).resolves.toBe(false);
  });
});
