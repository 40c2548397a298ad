import { componentLoaders } from '#ui/components/component-loaders.ts';
import { bootIslands, reactIsland, type IslandLoader } from '#ui/islands/lazy.ts';
import type { publicIslands } from './public.islands.ts';

void bootIslands({
  ...componentLoaders,
  'password-field': reactIsland(
    () => import('./islands/password-field.island.tsx'),
    (module) => module.PasswordField,
  ),
} satisfies Record<keyof typeof publicIslands, IslandLoader>);
