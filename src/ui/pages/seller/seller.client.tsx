import { hydrateIslands } from '../../islands/hydrate.tsx';
import { sellerIslands } from './seller.islands.ts';

hydrateIslands(sellerIslands);
