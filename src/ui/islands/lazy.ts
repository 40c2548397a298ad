import type { ComponentType } from 'react';
import type { Behaviour } from './behaviour.ts';
import { listenForErrors, reportToServer } from './report.ts';

/**
 * A family's island modules as Vite's `import.meta.glob` lists them, by path. An island is named
 * after its file: `islands/<name>.behaviour.ts` exports `behaviour` (plain DOM code, no React), and
 * otherwise `islands/<name>.island.tsx` has its React component as default export. The name is the
 * one the server's registry gives the island (`*.islands.ts`).
 */
export type IslandModules = Record<string, () => Promise<unknown>>;

type LoadedIsland = { behaviour: Behaviour } | { component: ComponentType<never> };

const ISLAND_FILE = /\/([^/]+)\.(behaviour\.ts|island\.tsx)$/;

/** The loader of each island name; a behaviour wins over its React markup (the server's only). */
const loadersOf = (modules: IslandModules) => {
  const loaders = new Map<string, () => Promise<LoadedIsland>>();
  for (const [path, load] of Object.entries(modules)) {
    const [, name = '', kind] = ISLAND_FILE.exec(path) ?? [];
    if (kind === 'behaviour.ts') {
      loaders.set(name, async () => ({
        behaviour: ((await load()) as { behaviour: Behaviour }).behaviour,
      }));
    } else if (kind === 'island.tsx' && !loaders.has(name)) {
      loaders.set(name, async () => ({
        component: ((await load()) as { default: ComponentType<never> }).default,
      }));
    }
  }
  return loaders;
};

const propsOf = (element: HTMLElement) =>
  JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;

/**
 * The lazy client entry of the islands protocol: loads only the islands present on the page, runs
 * behaviours at once, and imports React's hydration only if a React island is among them.
 */
export const bootIslands = async (modules: IslandModules) => {
  listenForErrors();
  const loaders = loadersOf(modules);
  const markers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const names = [...new Set(markers.map((marker) => marker.dataset.island ?? ''))];
  const loaded = new Map<string, LoadedIsland>();
  await Promise.all(
    names.map(async (name) => {
      const load = loaders.get(name);
      if (!load) return reportToServer('warn', 'Unknown island', { name });
      try {
        loaded.set(name, await load());
      } catch (error) {
        reportToServer('error', 'Island failed to load', { name, error: String(error) });
      }
    }),
  );
  const components: Record<string, ComponentType<never>> = {};
  for (const [name, island] of loaded) {
    if ('component' in island) components[name] = island.component;
  }
  for (const marker of markers) {
    const island = loaded.get(marker.dataset.island ?? '');
    if (island && 'behaviour' in island) island.behaviour(marker, propsOf(marker));
  }
  if (Object.keys(components).length > 0) {
    const { hydrateMarkers } = await import('./hydrate.tsx');
    hydrateMarkers(
      components,
      markers.filter((marker) => (marker.dataset.island ?? '') in components),
    );
  }
};
