import { Callout, Code } from '@radix-ui/themes';
import { Badge, Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { TOKEN_EXPIRY_DAYS, type TokenScope } from '#domain/access/api-tokens.ts';
import { formatDate } from '#domain/locale/format.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import { fieldErrorItems, FormErrors } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { Translate } from '#ui/i18n/translator.ts';

/** One token as the list shows it (never its secret). */
export type ApiTokenRow = {
  id: string;
  name: string;
  scope: TokenScope;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  expired: boolean;
};

type Field = 'name' | 'scope' | 'expiresInDays';
export type ApiTokenFormState = {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
};

export const emptyApiTokenForm = (scope: string): ApiTokenFormState => ({
  values: { name: '', scope, expiresInDays: String(TOKEN_EXPIRY_DAYS.default) },
  errors: {},
});

/** "Create a token": a name, a scope among those the viewer may give, an expiry in days. */
export const ApiTokenForm = ({
  t,
  action,
  csrfToken,
  scopes,
  state,
}: {
  t: Translate;
  action: string;
  csrfToken: string;
  scopes: readonly TokenScope[];
  state: ApiTokenFormState;
}) => {
  const labels: Record<Field, string> = {
    name: t('apiTokens.form.name'),
    scope: t('apiTokens.form.scope'),
    expiresInDays: t('apiTokens.form.expiresInDays'),
  };
  const summary = fieldErrorItems(labels, state.errors);
  return (
    <Card size="3" className="form-card">
      <form method="post" action={action} aria-labelledby="api-token-form-heading">
        <CsrfField token={csrfToken} />
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="api-token-form-heading">
            {t('apiTokens.form.heading')}
          </Heading>
          <FormErrors t={t} errors={summary} />
          <FormField
            name="name"
            label={labels.name}
            hint={t('apiTokens.form.nameHint')}
            defaultValue={state.values.name}
            error={state.errors.name}
            required
          />
          <FormField
            as="select"
            name="scope"
            label={labels.scope}
            options={scopes.map((scope) => ({
              value: scope,
              label: t(`navigation.roles.${scope}`),
            }))}
            defaultValue={state.values.scope}
            error={state.errors.scope}
            required
          />
          <FormField
            type="number"
            inputMode="numeric"
            name="expiresInDays"
            label={labels.expiresInDays}
            hint={t('apiTokens.form.expiresHint', TOKEN_EXPIRY_DAYS)}
            defaultValue={state.values.expiresInDays}
            error={state.errors.expiresInDays}
            required
          />
          <Flex justify="end">
            <Button type="submit" size="3">
              {t('apiTokens.form.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
};

/** The secret of the token just made: shown this once, never again. */
export const NewSecret = ({ t, name, secret }: { t: Translate; name: string; secret: string }) => (
  <Callout.Root color="amber" highContrast role="status" data-testid="api-token-secret">
    <Callout.Text>
      <Flex direction="column" gap="2" asChild>
        <span>
          <Text weight="bold">{t('apiTokens.secret.heading')}</Text>
          <span>{t('apiTokens.secret.text')}</span>
          <span>{t('apiTokens.secret.label', { name })}</span>
          <Code size="3" color="gray" highContrast style={{ overflowWrap: 'anywhere' }} data-secret>
            {secret}
          </Code>
        </span>
      </Flex>
    </Callout.Text>
  </Callout.Root>
);

const status = (t: Translate, row: ApiTokenRow) =>
  row.revokedAt ? (
    <Badge color="gray" highContrast>
      {t('apiTokens.list.revoked', { date: formatDate(row.revokedAt) })}
    </Badge>
  ) : row.expired ? (
    <Badge color="orange" highContrast>
      {t('apiTokens.list.expired')}
    </Badge>
  ) : (
    <Badge color="green" highContrast>
      {t('apiTokens.list.active')}
    </Badge>
  );

/** The tokens in reach, newest first, each live one with its "Revoke" button (a form post). */
export const ApiTokensTable = ({
  t,
  rows,
  revokeAction,
  csrfToken,
}: {
  t: Translate;
  rows: readonly ApiTokenRow[];
  revokeAction: (id: string) => string;
  csrfToken: string;
}) => {
  const columns: DataTableColumn<ApiTokenRow>[] = [
    { key: 'name', header: t('apiTokens.columns.name'), rowHeader: true, cell: (row) => row.name },
    {
      key: 'scope',
      header: t('apiTokens.columns.scope'),
      cell: (row) => t(`navigation.roles.${row.scope}`),
    },
    { key: 'createdBy', header: t('apiTokens.columns.createdBy'), cell: (row) => row.createdBy },
    {
      key: 'createdAt',
      header: t('apiTokens.columns.createdAt'),
      cell: (row) => formatDate(row.createdAt),
    },
    {
      key: 'expiresAt',
      header: t('apiTokens.columns.expiresAt'),
      cell: (row) => formatDate(row.expiresAt),
    },
    {
      key: 'lastUsedAt',
      header: t('apiTokens.columns.lastUsedAt'),
      cell: (row) => (row.lastUsedAt ? formatDate(row.lastUsedAt) : t('apiTokens.list.never')),
    },
    { key: 'status', header: t('apiTokens.columns.status'), cell: (row) => status(t, row) },
    {
      key: 'actions',
      header: t('apiTokens.columns.actions'),
      cell: (row) =>
        row.revokedAt ? null : (
          <form method="post" action={revokeAction(row.id)}>
            <CsrfField token={csrfToken} />
            <Button
              type="submit"
              color="red"
              variant="soft"
              aria-label={t('apiTokens.revokeLabel', { name: row.name })}
            >
              {t('apiTokens.revoke')}
            </Button>
          </form>
        ),
    },
  ];
  return (
    <DataTable
      t={t}
      caption={t('apiTokens.list.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={{
        title: t('apiTokens.list.empty.title'),
        text: t('apiTokens.list.empty.text'),
        icon: 'inbox',
        level: 3,
      }}
    />
  );
};
