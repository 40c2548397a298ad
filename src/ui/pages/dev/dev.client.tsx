import { componentLoaders } from '#ui/components/component-loaders.ts';
import { bootIslands, type IslandLoader } from '#ui/islands/lazy.ts';
import type { devIslands } from './dev.islands.ts';

void bootIslands(componentLoaders satisfies Record<keyof typeof devIslands, IslandLoader>);
