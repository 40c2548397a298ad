import { hash, webcrypto } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { TokenService } from '#application/ports/token-service.port.ts';

// 15 random bytes (120 bits) per part, base32: no padding, URL- and cookie-safe, case-insensitive.
const PART_BYTES = 15;
const PART = /^[a-z2-7]{24}$/;

const randomPart = () => {
  const bytes = new Uint8Array(PART_BYTES);
  webcrypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
};

// SHA-256 of a token's part, by Node's native one-shot hash (no Hash object per call): read on
// every request (decision 109).
const hashOf = (text: string) => new Uint8Array(hash('sha256', text, 'buffer'));

export const createTokenService = (): TokenService => ({
  issue: () => {
    const idPart = randomPart();
    const secret = randomPart();
    return {
      token: `${idPart}.${secret}`,
      id: encodeHexLowerCase(hashOf(idPart)),
      secretHash: hashOf(secret),
    };
  },
  read: (token) => {
    const [idPart = '', secret = '', ...rest] = token.split('.');
    if (rest.length > 0 || !PART.test(idPart) || !PART.test(secret)) return null;
    return { id: encodeHexLowerCase(hashOf(idPart)), secretHash: hashOf(secret) };
  },
  sameSecret: (a, b) => a.length === b.length && constantTimeEqual(a, b),
});
