import type { SellerCardPreviewProps } from './seller-card-preview.behaviour.ts';

/**
 * The live preview of the kiosk's advisor card beside its options: the card itself is rendered by
 * the server as saved; this marker's behaviour shows and hides its parts as boxes are ticked.
 */
const SellerCardPreviewMarkup = (_props: SellerCardPreviewProps) => null;

export default SellerCardPreviewMarkup;
