import { Grid } from '@radix-ui/themes';
import { Badge, Button, Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import { formatDate } from '#domain/locale/format.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { IslandFamily, PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from './comments.page.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';

/** Who offers a training, as the list and the detail page say it. */
export type TrainingSource =
  { kind: 'platform' } | { kind: 'ownConcession' } | { kind: 'concession'; name: string };

export type TrainingRow = {
  id: string;
  name: string;
  description: string;
  source: TrainingSource;
  updatedAt: Date;
};

/** Every training page is one module for all roles, under the role's own prefix. */
export type TrainingPagesBase = {
  /** `/seller`, `/admin`, `/owner`, `/bpm` or `/pr-admin`. */
  prefix: string;
  /** The client entry that hydrates the confirm dialog, when the role's pages have one. */
  family?: IslandFamily;
  flash?: Flash;
};

export type TrainingsListView = TrainingPagesBase & {
  rows: readonly TrainingRow[];
  canAdd: boolean;
};

const EXCERPT_LENGTH = 140;

/** The start of a description, cut at a word, for the list. */
const excerpt = (text: string, length = EXCERPT_LENGTH) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
};

export const sourceLabel = (context: PageContext, source: TrainingSource) =>
  source.kind === 'platform'
    ? context.t('trainings.source.platform')
    : source.kind === 'ownConcession'
      ? context.t('trainings.source.ownConcession')
      : source.name;

/** One training in the list: its name (the link), who offers it, when it changed, an excerpt. */
const TrainingCard = ({
  context,
  prefix,
  row,
}: {
  context: PageContext;
  prefix: string;
  row: TrainingRow;
}) => (
  <Card size="3" asChild>
    <li className="training-card">
      <Flex direction="column" gap="2" height="100%">
        <Heading as="h2" size="4">
          <Link href={`${prefix}/training/${row.id}`} data-training-link="">
            {row.name}
          </Link>
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          <Badge variant="soft" size="1" highContrast>
            {sourceLabel(context, row.source)}
          </Badge>
          <Text size="2" color="gray">
            {context.t('trainings.detail.updatedAt', { date: formatDate(row.updatedAt) })}
          </Text>
        </Flex>
        {row.description.trim() === '' ? null : (
          <Text as="p" size="2" color="gray">
            {excerpt(row.description)}
          </Text>
        )}
      </Flex>
    </li>
  </Card>
);

/** /{role}/training: every training within reach, most recently updated first. */
export const trainingsPage = (
  context: PageContext,
  frame: StaffFrame,
  view: TrainingsListView,
): PageRender => {
  const { t } = context;
  const addHref = `${view.prefix}/training/add`;
  return {
    title: t('trainings.list.heading'),
    family: view.family,
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="4" px={{ initial: '4', md: '6' }} gap="5">
          <Flex justify="between" align="end" gap="4" wrap="wrap">
            <PageIntro
              heading={t('trainings.list.heading')}
              lead={t('trainings.list.lead')}
              size="7"
              measure
            />
            {view.canAdd ? (
              <Button asChild size="3">
                <a href={addHref}>{t('trainings.list.add')}</a>
              </Button>
            ) : null}
          </Flex>
          {view.rows.length === 0 ? (
            <Card size="3">
              <EmptyState
                title={t('trainings.list.empty.title')}
                text={t('trainings.list.empty.text')}
                level={2}
                action={view.canAdd ? { href: addHref, label: t('trainings.list.add') } : undefined}
              />
            </Card>
          ) : (
            <Grid
              asChild
              columns={{ initial: '1', sm: '2', lg: '3' }}
              gap="4"
              aria-label={t('trainings.list.caption')}
            >
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {view.rows.map((row) => (
                  <TrainingCard key={row.id} context={context} prefix={view.prefix} row={row} />
                ))}
              </ul>
            </Grid>
          )}
        </PageColumn>
      </AppLayout>
    ),
  };
};
