import { extractProps, mergeStyles } from '@radix-ui/themes/helpers';
import type { CSSProperties } from 'react';

export type PropDefs = Parameters<typeof extractProps>[1];

/** Distinct prop combinations kept per component: the code's own, and a margin for data-driven ones. */
const MAX_COMBINATIONS = 500;

type Extracted = {
  className: string;
  style: CSSProperties | undefined;
  /**
   * The defined props Radix keeps as props (`as`, `color`, `radius`...), defaults applied; not
   * `asChild`, which Radix's defaults list (undefined) and the split gives on its own.
   */
  fields: Record<string, unknown>;
};

/** A component's props as Radix's `extractProps` makes them, split for the element. */
export type SplitProps = Extracted & {
  /** The caller's class name, which goes after the computed ones, as Radix joins them. */
  ownClassName: unknown;
  /** The props Radix does not define (attributes, handlers, `ref`), as given. */
  rest: Record<string, unknown>;
  asChild: boolean;
  children: unknown;
};

const keyPart = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * What Radix's `extractProps` makes of a component's defined props (classes, CSS variables, the
 * props it keeps with their defaults), computed once per combination of their values: it walks
 * every definition on each render, a fifth of a page's server render (docs/decisions/112 and 126).
 * The caller's style is merged after the computed one, as Radix merges them.
 */
export const propsSplitter = (defs: readonly PropDefs[]) => {
  const merged: Record<string, unknown> = Object.assign({}, ...defs);
  const defined = new Set(Object.keys(merged));
  defined.delete('asChild');
  const cache = new Map<string, Extracted>();
  const extract = (own: Record<string, unknown>): Extracted => {
    const { className, style, ...fields } = extractProps(own, ...defs) as Record<string, unknown>;
    delete fields['asChild'];
    return {
      className: typeof className === 'string' ? className : '',
      style: style as CSSProperties | undefined,
      fields,
    };
  };
  return (props: object): SplitProps => {
    const given = props as Record<string, unknown>;
    const own: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    let key = '';
    for (const name in given) {
      const value = given[name];
      if (defined.has(name)) {
        own[name] = value;
        key += `${name}=${keyPart(value)};`;
      } else if (name !== 'className' && name !== 'style' && name !== 'children') {
        if (name !== 'asChild') rest[name] = value;
      }
    }
    let extracted = cache.get(key);
    if (!extracted) {
      extracted = extract(own);
      if (cache.size < MAX_COMBINATIONS) cache.set(key, extracted);
    }
    return {
      className: extracted.className,
      ownClassName: given['className'],
      style: mergeStyles(extracted.style, given['style'] as CSSProperties | undefined),
      fields: extracted.fields,
      rest,
      asChild: given['asChild'] === true,
      children: given['children'],
    };
  };
};
