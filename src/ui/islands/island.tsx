import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { IslandProviders } from './providers.tsx';

type Registry = Record<string, ComponentType<never>>;
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** An island whose markup is made apart from the page's render, then put in its marker. */
export type DeferredIsland = {
  /** The island's name and JSON props: the same key, the same markup. */
  key: string;
  /** Its root, as the browser hydrates it. */
  root: ReactElement;
};

/** What a page's render learns of its islands: their names, and those whose markup is kept. */
export type IslandsOfPage = { names: Set<string>; deferred: DeferredIsland[] };

/** Collects the islands a page renders, so the document adds a script only when there is one. */
export const IslandCollector = createContext<IslandsOfPage | null>(null);

/**
 * Stands in a kept island's marker until its markup is put there (document.tsx). A comment: React
 * escapes every text and attribute it writes, so only this component's raw HTML can make one.
 */
export const deferredMarker = (index: number) => `<!--island:${index}-->`;
export const DEFERRED_MARKER = /<!--island:(\d+)-->/g;

const rootOf = (Component: ComponentType<Record<string, unknown>>, props: unknown) => (
  <IslandProviders>
    <Component {...(props as Record<string, unknown>)} />
  </IslandProviders>
);

/**
 * Server side of the islands protocol (docs/ARCHITECTURE.md): the island renders inline, wrapped in
 * a marker that carries its name and JSON props; the family's client entry hydrates only markers.
 * Props travel in an attribute (escaped by React), never in an inline script, so the strict CSP holds.
 *
 * `kept` islands render from their props alone (no clock, no `useId`, no context of the page): their
 * markup is made once per name and props and kept (document.tsx, docs/decisions/141); the page's
 * render only leaves a marker where it goes.
 */
export const defineIslands = <R extends Registry>(
  registry: R,
  options: { kept?: readonly (keyof R & string)[] } = {},
) => {
  const kept = new Set<string>(options.kept ?? []);
  return function Island<N extends keyof R & string>({
    name,
    props,
  }: {
    name: N;
    props: PropsOf<R[N]>;
  }) {
    const page = useContext(IslandCollector);
    page?.names.add(name);
    // The registry's own typing guarantees that these props fit this component.
    const Component = registry[name] as unknown as ComponentType<Record<string, unknown>>;
    const json = JSON.stringify(props);
    if (page && kept.has(name)) {
      const index = page.deferred.push({
        key: `${name}\u0000${json}`,
        root: rootOf(Component, props),
      });
      return (
        <div
          data-island={name}
          data-props={json}
          className="island"
          dangerouslySetInnerHTML={{ __html: deferredMarker(index - 1) }}
        />
      );
    }
    return (
      <div data-island={name} data-props={json} className="island">
        {rootOf(Component, props)}
      </div>
    );
  };
};
