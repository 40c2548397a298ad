import { Theme } from '@radix-ui/themes';
import { Provider, type createStore } from 'jotai';
import type { ReactNode } from 'react';

/** The palette of the product (docs/spec/product-spec.md section 9: brown, base font 16px). */
export const themeProps = {
  accentColor: 'brown',
  grayColor: 'sand',
  radius: 'medium',
  scaling: '100%',
} as const;

/**
 * The same wrapper around every island root, on the server and in the browser, so hydration finds
 * exactly the markup it renders. One jotai store per page is passed in by the client entry.
 */
export const IslandProviders = ({
  children,
  store,
}: {
  children: ReactNode;
  store?: ReturnType<typeof createStore>;
}) => (
  <Provider store={store}>
    <Theme {...themeProps} hasBackground={false}>
      {children}
    </Theme>
  </Provider>
);
