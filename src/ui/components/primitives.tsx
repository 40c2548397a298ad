import {
  Box as RadixBox,
  Flex as RadixFlex,
  Heading as RadixHeading,
  Text as RadixText,
  type BoxProps,
  type FlexProps,
  type HeadingProps,
  type TextProps,
} from '@radix-ui/themes';
import { extractProps, mergeStyles } from '@radix-ui/themes/helpers';
import {
  boxPropDefs,
  flexPropDefs,
  headingPropDefs,
  layoutPropDefs,
  marginPropDefs,
  textPropDefs,
} from '@radix-ui/themes/props';
import {
  cloneElement,
  createElement,
  isValidElement,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';

type PropDefs = Parameters<typeof extractProps>[1];
type Computed = { className: string; style: CSSProperties | undefined };

/** Distinct prop combinations kept per component: the code's own, and a margin for data-driven ones. */
const MAX_COMBINATIONS = 500;

type Options<P> = {
  radix: ComponentType<P>;
  /** Radix's own class for the component and its default element. */
  base: string;
  tag: string;
  defs: PropDefs[];
  /** Text and Heading carry their `color` as `data-accent-color`. */
  accentColor?: boolean;
};

/**
 * Radix Themes' layout and type primitives with the same markup, their classes computed once per
 * prop combination: Radix's `extractProps` walks every prop definition on each render, a fifth of
 * a page's server render (docs/decisions/112). The style props (those Radix turns into classes or
 * CSS variables) are the cache key; `extractProps` itself still decides what they become. With
 * `asChild`, the child element takes the props as Radix's Slot gives them.
 */
const withComputedClasses = <P extends object>(options: Options<P>) => {
  const merged: Record<string, { className?: string }> = Object.assign({}, ...options.defs);
  const styleProps = new Set(Object.keys(merged).filter((key) => merged[key]?.className));
  const computed = new Map<string, Computed>();
  const classesOf = (own: Record<string, unknown>): Computed => {
    const key = JSON.stringify(own);
    const known = computed.get(key);
    if (known) return known;
    const { className, style } = extractProps(own, ...options.defs) as {
      className?: string;
      style?: CSSProperties;
    };
    const made = { className: className ?? '', style };
    if (computed.size < MAX_COMBINATIONS) computed.set(key, made);
    return made;
  };
  return function Primitive(props: P) {
    const given = props as Record<string, unknown>;
    const own: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    for (const key of Object.keys(given)) {
      if (styleProps.has(key)) own[key] = given[key];
      else rest[key] = given[key];
    }
    const { as, asChild, className, style, color, children, ...attributes } = rest;
    const classes = classesOf(own);
    const slot = {
      ...(options.accentColor
        ? { 'data-accent-color': color }
        : color === undefined
          ? {}
          : { color }),
      ...attributes,
      className: [options.base, classes.className, className].filter(Boolean).join(' '),
      style: mergeStyles(classes.style, style as CSSProperties | undefined),
    };
    if (asChild) {
      // Radix's Slot: the one child element takes the props, its own winning, classes joined and
      // styles merged. Handlers (which Slot composes) and anything else go to Radix.
      const handlers = Object.keys(attributes).some((key) => typeof attributes[key] === 'function');
      if (!isValidElement<Record<string, unknown>>(children) || handlers) {
        return createElement(options.radix, props);
      }
      const childProps = children.props;
      return cloneElement(children, {
        ...slot,
        ...childProps,
        className: [slot.className, childProps['className']].filter(Boolean).join(' '),
        style: mergeStyles(slot.style, childProps['style'] as CSSProperties | undefined),
      });
    }
    return createElement(typeof as === 'string' ? as : options.tag, slot, children as ReactNode);
  };
};

export const Flex = withComputedClasses<FlexProps>({
  radix: RadixFlex,
  base: 'rt-Flex',
  tag: 'div',
  defs: [flexPropDefs, layoutPropDefs, marginPropDefs],
});

export const Box = withComputedClasses<BoxProps>({
  radix: RadixBox,
  base: 'rt-Box',
  tag: 'div',
  defs: [boxPropDefs, layoutPropDefs, marginPropDefs],
});

export const Text = withComputedClasses<TextProps>({
  radix: RadixText,
  base: 'rt-Text',
  tag: 'span',
  defs: [textPropDefs, marginPropDefs],
  accentColor: true,
});

export const Heading = withComputedClasses<HeadingProps>({
  radix: RadixHeading,
  base: 'rt-Heading',
  tag: 'h1',
  defs: [headingPropDefs, marginPropDefs],
  accentColor: true,
});
