/**
 * The browsers an account has signed in on (a device cookie, decision 040): a known device keeps
 * its own failure count, so strangers guessing an account's password do not lock its owner out.
 */
export type DeviceStore = {
  /** The stored secret of device `id` for this account, if it signed in there since `since`. */
  secretOf: (id: string, userId: string, since: Date) => Promise<Uint8Array | null>;
  /** Records (or refreshes) a sign-in of the account on the device. */
  remember: (device: {
    id: string;
    userId: string;
    secretHash: Uint8Array;
    seenAt: Date;
  }) => Promise<void>;
};
