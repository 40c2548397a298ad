import { createContext, useContext, type ComponentType } from 'react';
import { Kept } from '#ui/kept-markup.tsx';
import { IslandProviders } from './providers.tsx';

type Registry = Record<string, ComponentType<never>>;
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Collects the islands a page renders, so the document adds a script only when there is one. */
export const IslandCollector = createContext<Set<string> | null>(null);

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
 * markup is made once per name and props and kept (kept-markup.tsx, docs/decisions/141).
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
    useContext(IslandCollector)?.add(name);
    // The registry's own typing guarantees that these props fit this component.
    const Component = registry[name] as unknown as ComponentType<Record<string, unknown>>;
    const json = JSON.stringify(props);
    const root = () => rootOf(Component, props);
    return (
      <div data-island={name} data-props={json} className="island">
        {kept.has(name) ? (
          <Kept name={`island:${name}`} data={json}>
            {root}
          </Kept>
        ) : (
          root()
        )}
      </div>
    );
  };
};
