import { Badge, Button, Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import { DetailItem, DetailList } from '#ui/components/detail-list.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';

type Ref = { id: string; name: string };

export type TerritoryCard = {
  id: string;
  name: string;
  /** `CA-QC`... */
  regions: readonly string[];
  concessions: readonly Ref[];
  bpms: readonly Ref[];
};

export type TerritoriesView = { territories: readonly TerritoryCard[]; flash?: Flash };

export const TERRITORIES_PATH = '/pr-admin/settings/territories';

const Links = ({ refs, href, none }: { refs: readonly Ref[]; href: string; none: string }) =>
  refs.length === 0 ? (
    <Text color="gray">{none}</Text>
  ) : (
    <Flex gap="1" direction="column">
      {refs.map((ref) => (
        <Link key={ref.id} href={`${href}/${ref.id}`}>
          {ref.name}
        </Link>
      ))}
    </Flex>
  );

const Territory = ({ context, territory }: { context: PageContext; territory: TerritoryCard }) => {
  const { t } = context;
  const headingId = `territory-${territory.id}`;
  return (
    <section aria-labelledby={headingId} data-territory={territory.name}>
      <Card size="3">
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="5" id={headingId}>
              {territory.name}
            </Heading>
            <Flex gap="3" align="center" wrap="wrap">
              <Button asChild size="3" variant="outline">
                <a href={`${TERRITORIES_PATH}/${territory.id}/edit`}>{t('territories.edit')}</a>
              </Button>
              <ConfirmDialog
                t={t}
                csrfToken={context.csrfToken}
                triggerLabel={t('territories.delete')}
                title={t('territories.deleteTitle')}
                description={t('territories.deleteText')}
                confirmLabel={t('territories.deleteConfirm')}
                action={`${TERRITORIES_PATH}/${territory.id}/delete`}
                tone="danger"
              />
            </Flex>
          </Flex>
          <DetailList labelWidth="9rem">
            <DetailItem label={t('territories.regions')} data-regions="">
              {territory.regions.length === 0 ? (
                <Text color="gray">{t('territories.none')}</Text>
              ) : (
                <Flex gap="1" wrap="wrap">
                  {territory.regions.map((region) => (
                    <Badge key={region} variant="soft" size="2">
                      {region}
                    </Badge>
                  ))}
                </Flex>
              )}
            </DetailItem>
            <DetailItem label={t('territories.concessions')}>
              <Links
                refs={territory.concessions}
                href="/pr-admin/concessions"
                none={t('territories.none')}
              />
            </DetailItem>
            <DetailItem label={t('territories.bpms')} data-bpms="">
              <Links refs={territory.bpms} href="/pr-admin/bpm" none={t('territories.nobody')} />
            </DetailItem>
          </DetailList>
        </Flex>
      </Card>
    </section>
  );
};

/**
 * The territories (/pr-admin/settings/territories, decision 080): each with its regions, its
 * dealerships and its bpm, to edit or delete (after a confirmation), and the link to add one.
 */
export const territoriesPage = (
  context: PageContext,
  frame: StaffFrame,
  view: TerritoriesView,
): PageRender => {
  const { t } = context;
  return {
    title: t('territories.title'),
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="4" gap="5">
          <Flex justify="between" align="end" gap="4" wrap="wrap">
            <PageIntro heading={t('territories.title')} lead={t('territories.lead')} />
            <Button asChild size="3">
              <a href={`${TERRITORIES_PATH}/add`}>{t('territories.add')}</a>
            </Button>
          </Flex>
          {view.territories.length === 0 ? (
            <Card size="3">
              <EmptyState title={t('territories.empty.title')} text={t('territories.empty.text')} />
            </Card>
          ) : (
            view.territories.map((territory) => (
              <Territory key={territory.id} context={context} territory={territory} />
            ))
          )}
        </PageColumn>
      </AppLayout>
    ),
  };
};
