/**
 * Turns passwords (and station passwords) into stored hashes and checks them. Use cases only see this
 * port, so tests can use a fast fake while production uses a memory-hard algorithm.
 */
export type PasswordHasher = {
  hash(plain: string): Promise<string>;
  /** False for a wrong password and for a hash this hasher cannot read; never throws for either. */
  verify(hash: string, plain: string): Promise<boolean>;
};
