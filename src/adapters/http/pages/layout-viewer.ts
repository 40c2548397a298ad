import type { Viewer } from '#application/auth/load-viewer.ts';
import { forcedSellerPath, type SellerFocus } from '#domain/access/seller-focus.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import { menuFor } from '#ui/layouts/navigation.ts';
import type { Viewer as LayoutViewer } from '#ui/layouts/viewer.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';

/** The signed-in user as the staff layout shows them: name (or email), role and picture. */
export const layoutViewerOf = (viewer: Viewer): LayoutViewer => {
  const { record } = viewer;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return {
    name: name === '' ? record.email : name,
    role: record.role,
    pictureUrl: record.picturePath ? uploadUrl(record.picturePath) : undefined,
  };
};

/**
 * The kiosk tablets' header (customer and service kiosks): buyers read the dealership's name and
 * see its logo, not the tablet account's email (issue 13).
 */
export const kioskViewerOf = (viewer: Viewer) => {
  const { concession } = viewer.record;
  return {
    viewer: { ...layoutViewerOf(viewer), name: concession?.name ?? viewer.record.email },
    logoUrl: concession?.logoPath ? uploadUrl(concession.logoPath) : undefined,
  };
};

/**
 * What the staff layout needs for a page: who is signed in and their menu, which stays empty while
 * onboarding (the guard would send every menu entry back to the onboarding page anyway). An
 * advisor kept on a client (`focus`) sees the entries the guard would bounce back disabled, with why.
 */
export const layoutFrame = (viewer: Viewer, path: string, t: Translate, focus?: SellerFocus) => ({
  viewer: layoutViewerOf(viewer),
  navigation: viewer.onboarding
    ? []
    : menuFor(viewer.role, path, t).map((entry) =>
        focus && forcedSellerPath(focus, entry.href)
          ? { ...entry, disabledReason: t('navigation.withTheClient') }
          : entry,
      ),
});
