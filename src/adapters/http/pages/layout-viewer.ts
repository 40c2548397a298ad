import type { Viewer } from '../../../application/auth/load-viewer.ts';
import type { Viewer as LayoutViewer } from '../../../ui/layouts/viewer.ts';
import { uploadUrl } from '../uploads.ts';

/** The signed-in user as the staff layout shows them: name (or email), role and picture. */
export const layoutViewerOf = (viewer: Viewer): LayoutViewer => {
  const { record } = viewer;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return {
    name: name === '' ? record.email : name,
    role: record.role,
    ...(record.picturePath ? { pictureUrl: uploadUrl(record.picturePath) } : {}),
  };
};
