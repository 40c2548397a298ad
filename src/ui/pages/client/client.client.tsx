import { componentLoaders } from '#ui/components/component-loaders.ts';
import { bootIslands, type IslandLoader } from '#ui/islands/lazy.ts';
import type { clientIslands } from './client.islands.ts';
import { questionnaireLoaders } from './questionnaire.loaders.ts';

/*
 * The kiosk's client entry loads only the islands a page shows: the idle reset, "choose at most"
 * and the questionnaire's draft are plain DOM code, so a kiosk page downloads a few kilobytes; React
 * comes only with a page that needs it.
 */
void bootIslands({
  ...componentLoaders,
  ...questionnaireLoaders,
} satisfies Record<keyof typeof clientIslands, IslandLoader>);
