/** The style page's forms, feedback and lists sections: the sample member form, dialogs, tables. */
import { Grid } from '@radix-ui/themes';
import { Badge, Box, Card, Flex, Text } from '#ui/components/primitives.tsx';
import { formatDate, formatMoney } from '#domain/locale/format.ts';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { PhoneLink } from '#ui/components/phone.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import type { PageContext } from '#ui/page-context.ts';
import { MemberForm, type MemberFormState } from './member-form.tsx';
import type { SampleMember } from './sample-members.ts';
import { DemoSection, Example, LinkSwitch, PAGE_SIZE, PATH } from './style-page-parts.tsx';

const memberColumns = (
  t: Translate,
  language: PageContext['language'],
): DataTableColumn<SampleMember>[] => [
  { key: 'name', header: t('dev.table.name'), cell: (row) => row.name, rowHeader: true },
  {
    key: 'role',
    header: t('dev.table.role'),
    cell: (row) => (
      <Badge color={row.role === 'seller' ? 'brown' : 'gray'} variant="soft">
        {t(`navigation.roles.${row.role}`)}
      </Badge>
    ),
  },
  { key: 'phone', header: t('dev.table.phone'), cell: (row) => <PhoneLink digits={row.phone} /> },
  { key: 'since', header: t('dev.table.since'), cell: (row) => formatDate(new Date(row.since)) },
  {
    key: 'licence',
    header: t('dev.table.licence'),
    cell: (row) => formatMoney(row.licenceCents, language),
    align: 'right',
  },
];

export const FormsSection = ({
  context,
  memberForm,
}: {
  context: PageContext;
  memberForm: MemberFormState;
}) => {
  const { t } = context;
  return (
    <DemoSection t={t} id="forms" lead={t('dev.sections.forms.lead')}>
      <Grid columns={{ initial: '1', md: '3' }} gap="6" align="start">
        <Box gridColumn={{ initial: '1', md: '1 / 3' }}>
          <MemberForm
            t={t}
            action={`${PATH}#forms`}
            csrfToken={context.csrfToken}
            state={memberForm}
          />
        </Box>
        <Example title={t('dev.sections.fieldStates.title')}>
          <Text as="p" size="2" color="gray">
            {t('dev.sections.fieldStates.lead')}
          </Text>
          <Card size="3">
            <Flex direction="column" gap="4">
              <FormField
                name="sampleValid"
                label={t('dev.fieldStates.valid')}
                hint={t('dev.fieldStates.validHint')}
                defaultValue="Laval Automobiles"
              />
              <FormField
                name="sampleInvalid"
                type="email"
                label={t('dev.fieldStates.invalid')}
                defaultValue="proprietaire@laval-auto.ca"
                error={t('dev.fieldStates.invalidError')}
              />
            </Flex>
          </Card>
        </Example>
      </Grid>
    </DemoSection>
  );
};

/** `posted`: the page answers a post, so no snackbar link is the current one. */
export const FeedbackSection = ({
  context,
  flash,
  posted,
}: {
  context: PageContext;
  flash: Flash | undefined;
  posted: boolean;
}) => {
  const { t } = context;
  return (
    <DemoSection t={t} id="feedback" lead={t('dev.sections.feedback.lead')}>
      <Grid columns={{ initial: '1', sm: '2' }} gap="5">
        <Card size="3">
          <Flex direction="column" gap="4" align="start">
            <ConfirmDialog
              t={t}
              csrfToken={context.csrfToken}
              triggerLabel={t('dev.confirm.deleteTrigger')}
              title={t('dev.confirm.deleteTitle')}
              description={t('dev.confirm.deleteText')}
              confirmLabel={t('dev.confirm.deleteConfirm')}
              action={`${PATH}#feedback`}
              fields={{ intent: 'delete', memberId: '2' }}
              tone="danger"
            />
            <ConfirmDialog
              t={t}
              csrfToken={context.csrfToken}
              triggerLabel={t('dev.confirm.createTrigger')}
              title={t('dev.confirm.createTitle')}
              description={t('dev.confirm.createText')}
              confirmLabel={t('dev.confirm.createConfirm')}
              action={`${PATH}#feedback`}
              fields={{ intent: 'create' }}
            />
          </Flex>
        </Card>
        <Card size="3">
          <Flex direction="column" gap="3">
            <Text as="p" weight="medium">
              {t('dev.snackbar.label')}
            </Text>
            <LinkSwitch
              label={t('dev.snackbar.label')}
              items={(['success', 'error', 'info'] as const).map((tone) => ({
                href: `${PATH}?flash=${tone}#feedback`,
                label: t(`dev.snackbar.${tone}`),
                current: flash?.tone === tone && !posted,
              }))}
            />
          </Flex>
        </Card>
      </Grid>
    </DemoSection>
  );
};

/** The sample members, filtered by the query (`q`, `role`) and paged. */
export const ListsSection = ({
  context,
  query,
  members,
  roleFilter,
  page,
  pageCount,
}: {
  context: PageContext;
  query: URLSearchParams;
  members: readonly SampleMember[];
  roleFilter: string;
  page: number;
  pageCount: number;
}) => {
  const { t, language } = context;
  const columns = memberColumns(t, language);
  return (
    <DemoSection t={t} id="lists" lead={t('dev.sections.lists.lead')}>
      <Flex direction="column" gap="6">
        <Example title={t('dev.table.filled')}>
          <DataTable
            t={t}
            caption={t('dev.table.caption')}
            columns={columns}
            rows={members.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            rowKey={(row) => row.id}
            empty={{
              title: t('dev.table.emptyTitle'),
              text: t('dev.table.emptyText'),
              action: { href: `${PATH}#forms`, label: t('dev.table.emptyAction') },
            }}
            filters={{
              action: `${PATH}#lists`,
              resetHref: `${PATH}#lists`,
              fields: (
                <>
                  <FormField
                    name="q"
                    type="search"
                    label={t('dev.table.search')}
                    defaultValue={query.get('q') ?? ''}
                  />
                  <FormField
                    as="select"
                    name="role"
                    id="field-role-filter"
                    label={t('dev.table.role')}
                    placeholder={t('dev.table.allRoles')}
                    options={(['owner', 'admin', 'seller'] as const).map((role) => ({
                      value: role,
                      label: t(`navigation.roles.${role}`),
                    }))}
                    defaultValue={roleFilter}
                  />
                </>
              ),
            }}
            pagination={{
              path: context.path,
              page,
              pageCount,
              pageSize: PAGE_SIZE,
              total: members.length,
            }}
          />
        </Example>
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <Example title={t('dev.table.emptyExample')}>
            <DataTable
              t={t}
              caption={t('dev.table.caption')}
              columns={columns}
              rows={[]}
              rowKey={(row) => row.id}
              empty={{ title: t('dev.table.emptyTitle'), text: t('dev.table.emptyText') }}
            />
          </Example>
          <Example title={t('dev.table.loadingExample')}>
            <DataTable
              t={t}
              caption={t('dev.table.caption')}
              columns={columns.slice(0, 3)}
              rows={[]}
              rowKey={(row) => row.id}
              loading
              empty={{ title: t('dev.table.emptyTitle') }}
            />
          </Example>
        </Grid>
      </Flex>
    </DemoSection>
  );
};
