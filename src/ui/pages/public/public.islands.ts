import { defineIslands } from '../../islands/island.tsx';
import { PasswordField } from './islands/password-field.island.tsx';

/** Islands of the public pages; the same registry is used to render and to hydrate. */
export const publicIslands = { 'password-field': PasswordField };
export const PublicIsland = defineIslands(publicIslands);
