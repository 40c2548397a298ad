/**
 * Whether a user's signature still counts: it is of the latest published version of its document
 * (docs/decisions/083). Publishing a new version makes every earlier signature stale, so the
 * onboarding guard sends each signer back to the signing page at their next request. While no
 * version is published at all, any signature counts (there is nothing newer to sign).
 */
export const isSignatureCurrent = (
  signedVersion: number | null,
  latestVersion: number | null,
): boolean => signedVersion !== null && (latestVersion === null || signedVersion >= latestVersion);

/** The number the next published version of a document takes: one past the latest, from 1. */
export const nextVersionNumber = (latestVersion: number | null): number => (latestVersion ?? 0) + 1;
