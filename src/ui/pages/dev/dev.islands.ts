import { componentIslands } from '#ui/components/component-islands.ts';

/** Islands of the development pages: the shared components' islands, nothing of their own. */
export const devIslands = { ...componentIslands };
