import { hydrateIslands } from '../../islands/hydrate.tsx';
import { devIslands } from './dev.islands.ts';

hydrateIslands(devIslands);
