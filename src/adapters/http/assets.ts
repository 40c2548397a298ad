import { existsSync, readFileSync } from 'node:fs';
import type { AssetLinks, IslandFamily } from '#ui/page-context.ts';

/** Where Vite writes the browser assets; the server serves this folder under /assets. */
export const CLIENT_DIST = new URL('../../../dist/client/', import.meta.url);

const STYLES_ENTRY = 'src/ui/styles/app.css';
const FAMILY_ENTRIES: Record<IslandFamily, string> = {
  public: 'src/ui/pages/public/public.client.tsx',
  dev: 'src/ui/pages/dev/dev.client.tsx',
  'pr-admin': 'src/ui/pages/pr-admin/pr-admin.client.tsx',
  client: 'src/ui/pages/client/client.client.tsx',
  seller: 'src/ui/pages/seller/seller.client.tsx',
  admin: 'src/ui/pages/admin/admin.client.tsx',
};

type ManifestChunk = { file: string; css?: string[] };

/**
 * Reads Vite's manifest once at start-up to map entries to their hashed file names (cached forever
 * by browsers). Without a build, pages still render, unstyled, and the caller is told why.
 */
export const loadAssetLinks = (onMissing: (message: string) => void): AssetLinks => {
  const manifestUrl = new URL('.vite/manifest.json', CLIENT_DIST);
  if (!existsSync(manifestUrl)) {
    onMissing('No client build found (dist/client): run `npm run build` for styles and islands.');
    return { styles: [], scriptFor: () => undefined };
  }
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Record<string, ManifestChunk>;
  // A build older than the code lacks new entries: those pages render without their islands.
  const fileOf = (entry: string) => {
    const chunk = manifest[entry];
    if (!chunk) onMissing(`The client build has no entry ${entry}: run \`npm run build\`.`);
    return chunk ? `/${chunk.file}` : undefined;
  };
  const stylesheet = fileOf(STYLES_ENTRY);
  const scripts = new Map(
    Object.entries(FAMILY_ENTRIES).map(([family, entry]) => [family, fileOf(entry)]),
  );
  return { styles: stylesheet ? [stylesheet] : [], scriptFor: (family) => scripts.get(family) };
};

export const clientEntries = [STYLES_ENTRY, ...Object.values(FAMILY_ENTRIES)];
