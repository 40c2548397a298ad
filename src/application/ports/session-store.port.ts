/** Stored sign-in sessions (only hashes of their tokens are ever stored). */
export type SessionStore = {
  /** Removes sessions past their expiry and spent or expired reset tokens; returns how many. */
  deleteExpired: (now: Date) => Promise<{ sessions: number; resetTokens: number }>;
};
