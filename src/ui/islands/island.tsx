import { createContext, useContext, type ComponentType } from 'react';
import { IslandProviders } from './providers.tsx';

type Registry = Record<string, ComponentType<never>>;
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Collects the islands a page renders, so the document adds a script only when there is one. */
export const IslandCollector = createContext<Set<string> | null>(null);

/**
 * Server side of the islands protocol (docs/ARCHITECTURE.md): the island renders inline, wrapped in
 * a marker that carries its name and JSON props; the family's client entry hydrates only markers.
 * Props travel in an attribute (escaped by React), never in an inline script, so the strict CSP holds.
 */
export const defineIslands = <R extends Registry>(registry: R) =>
  function Island<N extends keyof R & string>({ name, props }: { name: N; props: PropsOf<R[N]> }) {
    useContext(IslandCollector)?.add(name);
    // The registry's own typing guarantees that these props fit this component.
    const Component = registry[name] as unknown as ComponentType<Record<string, unknown>>;
    return (
      <div data-island={name} data-props={JSON.stringify(props)} className="island">
        <IslandProviders>
          <Component {...(props as Record<string, unknown>)} />
        </IslandProviders>
      </div>
    );
  };
