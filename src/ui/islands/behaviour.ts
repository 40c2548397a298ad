/**
 * A behaviour: an island whose client side is a few lines of DOM code rather than a React tree,
 * so a page made only of these never downloads React (the kiosk tablet, issue "pages shell").
 */
export type Behaviour = (element: HTMLElement, props: Record<string, unknown>) => void;
