import {
  Badge as RadixBadge,
  Box as RadixBox,
  Button as RadixButton,
  Card as RadixCard,
  Container as RadixContainer,
  Flex as RadixFlex,
  Heading as RadixHeading,
  Link as RadixLink,
  Text as RadixText,
} from '@radix-ui/themes';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge, Box, Button, Card, Container, Flex, Heading, Link, Text } from './primitives.tsx';

/** The same markup up to the order of each tag's attributes. */
const normalized = (html: string) =>
  html.replace(
    /<([a-z0-9]+)((?:\s+[^\s=>]+="[^"]*")*)(\s*\/?)>/g,
    (_tag, name, attributes, end) => {
      const sorted = (attributes.match(/[^\s=>]+="[^"]*"/g) ?? []).sort().join(' ');
      return `<${name}${sorted ? ` ${sorted}` : ''}${end}>`;
    },
  );

const same = <P,>(ours: ComponentType<P>, radix: ComponentType<P>, props: P) => {
  const mine = renderToStaticMarkup(<OursOf component={ours} props={props} />);
  const theirs = renderToStaticMarkup(<OursOf component={radix} props={props} />);
  expect(normalized(mine)).toBe(normalized(theirs));
  return mine;
};

const OursOf = <P,>({ component: Component, props }: { component: ComponentType<P>; props: P }) => (
  <Component {...(props as P & { children?: ReactNode })} />
);

describe('the primitives with computed classes (decisions 112 and 126)', () => {
  it('render Flex as Radix does: gaps, directions, responsive values, margins, widths, styles', () => {
    const cases = [
      { children: 'a' },
      { direction: 'column', gap: '3', align: 'center', children: 'b' },
      { direction: { initial: 'column', sm: 'row' }, justify: 'between', wrap: 'wrap' },
      { mt: '4', px: '2', width: '320px', maxWidth: '100%', className: 'mine', id: 'x' },
      { as: 'span', display: 'inline-flex', style: { color: 'red' }, 'data-testid': 't' },
      { gap: '2', align: 'nonsense' },
    ] as const;
    for (const props of cases) same(Flex, RadixFlex, props as never);
    // The second render of a combination comes from the cache, and is the same.
    expect(same(Flex, RadixFlex, cases[1] as never)).toContain('rt-r-fd-column');
  });

  it('render Box, Text and Heading as Radix does, colour as data-accent-color', () => {
    same(Box, RadixBox, { p: '3', height: '40px', children: 'box' } as never);
    same(Box, RadixBox, { as: 'span', mb: { initial: '2', md: '4' } } as never);
    same(Text, RadixText, { size: '2', color: 'gray', weight: 'bold', children: 'text' } as never);
    same(Text, RadixText, {
      as: 'p',
      align: 'center',
      highContrast: true,
      mt: '2',
      children: 'p',
    } as never);
    same(Text, RadixText, {
      as: 'label',
      htmlFor: 'f',
      truncate: true,
      children: 'label',
    } as never);
    same(Heading, RadixHeading, { as: 'h2', size: '5', trim: 'start', children: 'h' } as never);
    same(Heading, RadixHeading, { children: 'default size' } as never);
  });

  it('gives an asChild element the props as Radix’s Slot does', () => {
    const html = same(Text, RadixText, {
      asChild: true,
      size: '3',
      children: <a href="/x">x</a>,
    } as never);
    expect(html).toContain('<a');
    same(Box, RadixBox, {
      asChild: true,
      flexGrow: '1',
      className: 'kiosk-main',
      children: (
        <main id="main" className="own" style={{ color: 'red' }}>
          m
        </main>
      ),
    } as never);
    same(Flex, RadixFlex, {
      asChild: true,
      direction: 'column',
      gap: '3',
      style: { margin: 0 },
      'data-x': 'slot',
      children: (
        <ul data-x="child" style={{ padding: 0 }}>
          <li>i</li>
        </ul>
      ),
    } as never);
    same(Heading, RadixHeading, {
      asChild: true,
      size: '4',
      color: 'gray',
      children: <h3>h</h3>,
    } as never);
  });

  it('render Card, Badge, Button and Link as Radix does: defaults, colours, radii, states', () => {
    same(Card, RadixCard, { children: 'card' } as never);
    same(Card, RadixCard, { size: '3', variant: 'classic', mb: '4', role: 'note' } as never);
    same(Card, RadixCard, { asChild: true, size: '2', children: <a href="/c">c</a> } as never);
    same(Badge, RadixBadge, { children: 'new' } as never);
    same(Badge, RadixBadge, {
      color: 'green',
      radius: 'full',
      size: '2',
      variant: 'solid',
    } as never);
    same(Badge, RadixBadge, { color: 'nonsense', highContrast: true, children: 'x' } as never);
    same(Button, RadixButton, { children: 'go' } as never);
    same(Button, RadixButton, {
      type: 'submit',
      name: 'purpose',
      value: 'buyCar',
      size: { initial: '3', md: '4' },
      variant: 'soft',
      color: 'red',
      disabled: true,
      className: 'wide',
      children: 'go',
    } as never);
    same(Button, RadixButton, {
      asChild: true,
      variant: 'ghost',
      children: <a href="/seller">s</a>,
    } as never);
    // A spinner is Radix's own markup: a loading button is Radix's.
    expect(same(Button, RadixButton, { loading: true, children: 'wait' } as never)).toContain(
      'rt-loading',
    );
    same(Link, RadixLink, { href: '/x', children: 'x' } as never);
    same(Link, RadixLink, {
      href: '/y',
      size: '2',
      weight: 'bold',
      underline: 'always',
      color: 'gray',
      mt: '2',
      className: 'nav',
      children: 'y',
    } as never);
    same(Link, RadixLink, { asChild: true, children: <a href="/z">z</a> } as never);
  });

  it('renders Container as Radix does: its layout outside, its size inside', () => {
    same(Container, RadixContainer, { children: 'c' } as never);
    same(Container, RadixContainer, {
      size: '2',
      px: '4',
      maxWidth: '640px',
      minHeight: '100vh',
      align: 'left',
      className: 'page',
      id: 'page',
      style: { color: 'red' },
      children: 'c',
    } as never);
  });
});
