import { componentIslands } from '#ui/components/component-islands.ts';
import { defineIslands } from '#ui/islands/island.tsx';
import { PasswordField } from './islands/password-field.island.tsx';

/** Islands of the public pages, with the shared components' islands. */
export const publicIslands = { ...componentIslands, 'password-field': PasswordField };
export const PublicIsland = defineIslands(publicIslands);
