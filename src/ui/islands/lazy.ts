import type { ComponentType } from 'react';
import type { Behaviour } from './behaviour.ts';
import { listenForErrors, reportToServer } from './report.ts';

/** What a lazily loaded island brings: a behaviour, or a React component to hydrate. */
export type LoadedIsland = { behaviour: Behaviour } | { component: ComponentType<never> };
export type IslandLoader = () => Promise<LoadedIsland>;

/** The loader of a React island: its module is fetched only when a page shows the island. */
export const reactIsland =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<never>): IslandLoader =>
  async () => ({ component: pick(await load()) });

const propsOf = (element: HTMLElement) =>
  JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;

/**
 * The lazy client entry of the islands protocol: loads only the islands present on the page, runs
 * behaviours at once, and imports React's hydration only if a React island is among them.
 */
export const bootIslands = async (loaders: Record<string, IslandLoader>) => {
  listenForErrors();
  const markers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const names = [...new Set(markers.map((marker) => marker.dataset.island ?? ''))];
  const loaded = new Map<string, LoadedIsland>();
  await Promise.all(
    names.map(async (name) => {
      const load = loaders[name];
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
