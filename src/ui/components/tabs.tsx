import { TabNav } from '@radix-ui/themes';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';

export type TabItem = { href: string; label: string; current: boolean };

/**
 * Sections of one record as links (`?tab=`): each tab is its own server-rendered page, so tabs
 * work without JavaScript, can be bookmarked, and the current one is marked `aria-current="page"`.
 */
export const Tabs = ({ label, items }: { label: string; items: readonly TabItem[] }) => (
  <TabNav.Root aria-label={label} size="2" className="tabs">
    {items.map((item) => (
      <TabNav.Link key={item.href} href={item.href} active={item.current}>
        {item.label}
      </TabNav.Link>
    ))}
  </TabNav.Root>
);

/** docs/spec/product-spec.md section 2: the tabs of a dealership's and of a BPM's detail page, in order. */
export const DETAIL_TABS = {
  dealership: {
    label: 'components.tabs.dealership.label',
    tabs: {
      information: 'components.tabs.dealership.information',
      dashboard: 'components.tabs.dealership.dashboard',
      history: 'components.tabs.dealership.history',
    },
  },
  bpm: {
    label: 'components.tabs.bpm.label',
    tabs: {
      information: 'components.tabs.bpm.information',
      performance: 'components.tabs.bpm.performance',
    },
  },
} as const satisfies Record<string, { label: MessageKey; tabs: Record<string, MessageKey> }>;

export type DetailKind = keyof typeof DETAIL_TABS;
export type DetailTab<K extends DetailKind> = keyof (typeof DETAIL_TABS)[K]['tabs'] & string;

const tabsOf = <K extends DetailKind>(kind: K) =>
  Object.entries(DETAIL_TABS[kind].tabs) as [DetailTab<K>, MessageKey][];

/** Reads `?tab=`: anything unknown or missing is the first tab. */
export const parseDetailTab = <K extends DetailKind>(
  kind: K,
  value: string | undefined,
): DetailTab<K> => {
  const tabs = tabsOf(kind).map(([tab]) => tab);
  return tabs.find((tab) => tab === value) ?? (tabs[0] as DetailTab<K>);
};

/** The tab bar of a detail page at `baseHref`; the first tab has the plain address. */
export const DetailTabs = <K extends DetailKind>({
  t,
  kind,
  baseHref,
  current,
}: {
  t: Translate;
  kind: K;
  baseHref: string;
  current: DetailTab<K>;
}) => (
  <Tabs
    label={t(DETAIL_TABS[kind].label)}
    items={tabsOf(kind).map(([tab, label], index) => ({
      href: index === 0 ? baseHref : `${baseHref}?tab=${tab}`,
      label: t(label),
      current: tab === current,
    }))}
  />
);
