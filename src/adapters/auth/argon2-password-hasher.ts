import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * OWASP Password Storage Cheat Sheet minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. The
 * memory cost is what makes offline guessing on GPUs expensive if the users table ever leaks.
 */
const ARGON2_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const createArgon2PasswordHasher = (): PasswordHasher => ({
  // A fresh random salt per call, embedded in the PHC string with the parameters.
  hash: (plain) => hash(plain, ARGON2_OPTIONS),
  verify: async (storedHash, plain) => {
    try {
      // The library compares in constant time, so timing does not reveal how close a guess was.
      return await verify(storedHash, plain);
    } catch {
      // A malformed or foreign hash must never let anyone in, nor turn a sign-in into a 500.
      return false;
    }
  },
});
