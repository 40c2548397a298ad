import { componentLoaders } from '#ui/components/component-loaders.ts';
import { bootIslands, type IslandLoader } from '#ui/islands/lazy.ts';
import type { adminIslands } from './admin.islands.ts';

void bootIslands({ ...componentLoaders } satisfies Record<keyof typeof adminIslands, IslandLoader>);
