import { hydrateIslands } from '../../islands/hydrate.tsx';
import { prAdminIslands } from './pr-admin.islands.ts';

hydrateIslands(prAdminIslands);
