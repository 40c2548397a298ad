import { componentLoaders } from '../../components/component-loaders.ts';
import { bootIslands, type IslandLoader } from '../../islands/lazy.ts';
import type { adminIslands } from './admin.islands.ts';

void bootIslands({ ...componentLoaders } satisfies Record<keyof typeof adminIslands, IslandLoader>);
