import { componentIslands } from '#ui/components/component-islands.ts';

/** Islands of the dealership administrator's pages: for now the shared components' own. */
export const adminIslands = { ...componentIslands };
