import { defineIslands } from '#ui/islands/island.tsx';
import CheckoutPrice from './islands/checkout-price.island.tsx';
import PaymentProgress from './islands/payment-progress.island.tsx';
import SellerCardPreview from './islands/seller-card-preview.island.tsx';

/** Islands of the dealership managers' pages (the shared components' are ComponentIsland). */
export const AdminIsland = defineIslands({
  'seller-card-preview': SellerCardPreview,
  'checkout-price': CheckoutPrice,
  'payment-progress': PaymentProgress,
});
