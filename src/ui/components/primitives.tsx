import {
  Badge as RadixBadge,
  Box as RadixBox,
  Button as RadixButton,
  Card as RadixCard,
  Container as RadixContainer,
  Flex as RadixFlex,
  Heading as RadixHeading,
  Text as RadixText,
  type BadgeProps,
  type BoxProps,
  type ButtonProps,
  type CardProps,
  type ContainerProps,
  type FlexProps,
  type HeadingProps,
  type LinkProps,
  type TextProps,
} from '@radix-ui/themes';
import { mergeStyles } from '@radix-ui/themes/helpers';
import {
  badgePropDefs,
  boxPropDefs,
  buttonPropDefs,
  cardPropDefs,
  containerPropDefs,
  flexPropDefs,
  headingPropDefs,
  heightPropDefs,
  layoutPropDefs,
  linkPropDefs,
  marginPropDefs,
  textPropDefs,
  widthPropDefs,
} from '@radix-ui/themes/props';
import {
  cloneElement,
  createElement,
  isValidElement,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { propsSplitter, type PropDefs } from './computed-props.ts';

type Options<P> = {
  radix: ComponentType<P>;
  /** Radix's own classes for the component (before and after the computed ones), its element. */
  base: string;
  after?: string;
  tag: string;
  defs: PropDefs[];
  /** Defined props Radix renders as data attributes (a colour, a radius), defaults applied. */
  data?: Partial<Record<'color' | 'radius', string>>;
  /** Props whose markup only Radix makes (a button's spinner): when one is set, Radix renders. */
  radixOnly?: readonly string[];
  /** Attributes Radix derives from the props as given (a button's `data-disabled`). */
  derived?: (props: Record<string, unknown>) => Record<string, unknown>;
};

const joined = (...classes: unknown[]) => classes.filter(Boolean).join(' ');

/**
 * Radix Themes' components with the same markup, what Radix makes of their defined props computed
 * once per combination (propsSplitter; docs/decisions/112 and 126). With `asChild`, the child
 * element takes the props as Radix's Slot gives them.
 */
const withComputedClasses = <P extends object>(options: Options<P>) => {
  const split = propsSplitter(options.defs);
  const data = options.data ?? {};
  return function Primitive(props: P) {
    const given = props as Record<string, unknown>;
    if (options.radixOnly?.some((name) => given[name])) return createElement(options.radix, props);
    const { className, ownClassName, style, fields, rest, asChild, children } = split(props);
    const element: Record<string, unknown> = { ...options.derived?.(given) };
    for (const name in fields) {
      // `as` picks the tag.
      if (name === 'as') continue;
      element[data[name as 'color' | 'radius'] ?? name] = fields[name];
    }
    Object.assign(element, rest);
    element['className'] = joined(options.base, className, options.after, ownClassName);
    element['style'] = style;
    if (asChild) {
      // Radix's Slot: the one child element takes the props, its own winning, classes joined and
      // styles merged. Handlers (which Slot composes) and anything else go to Radix.
      const handlers = Object.keys(rest).some((key) => typeof rest[key] === 'function');
      if (!isValidElement<Record<string, unknown>>(children) || handlers) {
        return createElement(options.radix, props);
      }
      const own = children.props;
      return cloneElement(children, {
        ...element,
        ...own,
        className: joined(element['className'], own['className']),
        style: mergeStyles(style, own['style'] as CSSProperties | undefined),
      });
    }
    const as = fields['as'];
    return createElement(typeof as === 'string' ? as : options.tag, element, children as ReactNode);
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
  data: { color: 'data-accent-color' },
});

export const Heading = withComputedClasses<HeadingProps>({
  radix: RadixHeading,
  base: 'rt-Heading',
  tag: 'h1',
  defs: [headingPropDefs, marginPropDefs],
  data: { color: 'data-accent-color' },
});

export const Card = withComputedClasses<CardProps>({
  radix: RadixCard,
  base: 'rt-reset rt-BaseCard rt-Card',
  tag: 'div',
  defs: [cardPropDefs, marginPropDefs],
});

export const Badge = withComputedClasses<BadgeProps>({
  radix: RadixBadge,
  base: 'rt-reset rt-Badge',
  tag: 'span',
  defs: [badgePropDefs, marginPropDefs],
  data: { color: 'data-accent-color', radius: 'data-radius' },
});

export const Button = withComputedClasses<ButtonProps>({
  radix: RadixButton,
  base: 'rt-reset rt-BaseButton',
  after: 'rt-Button',
  tag: 'button',
  defs: [buttonPropDefs, marginPropDefs],
  data: { color: 'data-accent-color', radius: 'data-radius' },
  radixOnly: ['loading'],
  derived: (props) => ({ 'data-disabled': props['disabled'] || undefined }),
});

const linkSplit = propsSplitter([linkPropDefs]);

/** Radix's Link: its own classes on a Text around an `a` (or around the child, with `asChild`). */
export const Link = (props: LinkProps) => {
  const { className, ownClassName, style, fields, rest, asChild, children } = linkSplit(props);
  return createElement(
    Text,
    {
      ...rest,
      style,
      'data-accent-color': fields['color'],
      asChild: true,
      className: joined('rt-reset', 'rt-Link', className, ownClassName),
    } as TextProps,
    asChild ? (children as ReactNode) : createElement('a', null, children as ReactNode),
  );
};

const containerOuter = propsSplitter([containerPropDefs, layoutPropDefs, marginPropDefs]);
const containerInner = propsSplitter([widthPropDefs, heightPropDefs]);

/** Radix's Container: the outer element with its layout, the inner one with its size. */
export const Container = (props: ContainerProps) => {
  const { width, minWidth, maxWidth, height, minHeight, maxHeight, ...outerProps } = props;
  if (outerProps.asChild) return createElement(RadixContainer, props);
  const outer = containerOuter(outerProps);
  const inner = containerInner({ width, minWidth, maxWidth, height, minHeight, maxHeight });
  return createElement(
    'div',
    {
      ...outer.fields,
      ...outer.rest,
      className: joined('rt-Container', outer.className, outer.ownClassName),
      style: outer.style,
    },
    createElement(
      'div',
      { className: joined('rt-ContainerInner', inner.className), style: inner.style },
      outer.children as ReactNode,
    ),
  );
};
