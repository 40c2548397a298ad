import { componentIslands } from '../../components/component-islands.ts';
import { defineIslands } from '../../islands/island.tsx';
import { PasswordField } from './islands/password-field.island.tsx';

/** Islands of the public pages, with the shared components' islands. */
export const publicIslands = { ...componentIslands, 'password-field': PasswordField };
export const PublicIsland = defineIslands(publicIslands);
