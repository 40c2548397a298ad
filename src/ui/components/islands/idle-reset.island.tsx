import type { IdleResetIslandProps } from './idle-reset.behaviour.ts';

/**
 * The idle reset's marker renders nothing: its work is the behaviour of idle-reset.behaviour.ts
 * (plain DOM code, so a kiosk page does not download React for a timer).
 */
const IdleResetIsland = (_props: IdleResetIslandProps) => null;

export default IdleResetIsland;
