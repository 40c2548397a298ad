/** A secret handed to a browser; only `id` and `secretHash` are ever stored. */
export type IssuedToken = { token: string; id: string; secretHash: Uint8Array };

/**
 * Random tokens for sessions and single-use links. A token is `<id>.<secret>`: the id finds the
 * stored row, the secret's hash is compared in constant time (the Copenhagen Book's recipe).
 */
export type TokenService = {
  issue: () => IssuedToken;
  /** Splits and hashes a presented token; null when it is not one of ours. */
  read: (token: string) => { id: string; secretHash: Uint8Array } | null;
  sameSecret: (a: Uint8Array, b: Uint8Array) => boolean;
};
