import { hydrateIslands } from '../../islands/hydrate.tsx';
import { clientIslands } from './client.islands.ts';

hydrateIslands(clientIslands);
