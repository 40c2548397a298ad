import { defineIslands } from '#ui/islands/island.tsx';
import SellerCardPreview from './islands/seller-card-preview.island.tsx';

/** Islands of the dealership managers' pages (the shared components' are ComponentIsland). */
export const AdminIsland = defineIslands({ 'seller-card-preview': SellerCardPreview });
