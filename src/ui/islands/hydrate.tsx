import { setNonce } from 'get-nonce';
import { createStore } from 'jotai';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandErrorBoundary } from '#ui/components/error-boundary.tsx';
import { reportToServer } from './report.ts';
import { IslandProviders } from './providers.tsx';

/** Hydrates these island markers with their React components (behaviours never come here: lazy.ts). */
export const hydrateMarkers = (
  registry: Record<string, ComponentType<never>>,
  markers: Iterable<HTMLElement>,
) => {
  // Radix's scroll lock injects a <style>; under our CSP it must carry the page's nonce, which the
  // browser exposes on the script element that loaded us (never as an attribute to scripts).
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
  const store = createStore();
  for (const element of markers) {
    const name = element.dataset.island ?? '';
    const Component = registry[name] as ComponentType<Record<string, unknown>> | undefined;
    if (!Component) {
      reportToServer('warn', 'Unknown island', { name });
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    // The boundary renders no element of its own, so the markup still matches the server's.
    hydrateRoot(
      element,
      <IslandProviders store={store}>
        <IslandErrorBoundary island={name}>
          <Component {...props} />
        </IslandErrorBoundary>
      </IslandProviders>,
      {
        onRecoverableError: (error) =>
          reportToServer('warn', 'Hydration recovered', { name, error: String(error) }),
        // Only what escapes the boundary (the providers themselves) arrives here.
        onUncaughtError: (error) =>
          reportToServer('error', 'Island crashed', { name, error: String(error) }),
      },
    );
  }
};
