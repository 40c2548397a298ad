import { hydrateIslands } from '../../islands/hydrate.tsx';
import { publicIslands } from './public.islands.ts';

hydrateIslands(publicIslands);
