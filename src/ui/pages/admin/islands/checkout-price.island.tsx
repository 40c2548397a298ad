import type { CheckoutPriceProps } from './checkout-price.behaviour.ts';

/**
 * The checkout's live prices: the server renders each plan's price for the licences of the moment;
 * this marker's behaviour recomputes them as the owner types (decision 093).
 */
const CheckoutPriceMarkup = (_props: CheckoutPriceProps) => null;

export default CheckoutPriceMarkup;
