import { defineIslands } from '#ui/islands/island.tsx';
import PasswordField from './islands/password-field.island.tsx';

/** Islands of the public pages (the shared components' are ComponentIsland). */
export const PublicIsland = defineIslands({ 'password-field': PasswordField });
