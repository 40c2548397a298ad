import { Flex, Heading } from '#ui/components/primitives.tsx';
import type { TokenScope } from '#domain/access/api-tokens.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import {
  ApiTokenForm,
  ApiTokensTable,
  NewSecret,
  type ApiTokenFormState,
  type ApiTokenRow,
} from './api-tokens.tsx';
import type { StaffFrame } from './comments.page.tsx';

export type ApiTokensView = {
  action: string;
  scopes: readonly TokenScope[];
  form: ApiTokenFormState;
  rows: readonly ApiTokenRow[];
  /** The token just made, with its secret: shown on this answer only. */
  created?: { name: string; secret: string };
  flash?: Flash;
};

/** API tokens (decision 054): create one (its secret shown once), list, revoke. */
export const apiTokensPage = (
  context: PageContext,
  frame: StaffFrame,
  view: ApiTokensView,
): PageRender => {
  const { t } = context;
  return {
    title: t('apiTokens.title'),
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="4" px={{ initial: '4', md: '6' }} gap="6">
          <PageIntro heading={t('apiTokens.title')} lead={t('apiTokens.lead')} size="7" measure />
          {view.created ? <NewSecret t={t} {...view.created} /> : null}
          <ApiTokenForm
            t={t}
            action={view.action}
            csrfToken={context.csrfToken}
            scopes={view.scopes}
            state={view.form}
          />
          <Flex direction="column" gap="3" asChild>
            <section aria-labelledby="api-tokens-list-heading">
              <Heading as="h2" size="5" id="api-tokens-list-heading">
                {t('apiTokens.list.heading')}
              </Heading>
              <ApiTokensTable
                t={t}
                rows={view.rows}
                csrfToken={context.csrfToken}
                revokeAction={(id) => `${view.action}/${id}/revoke`}
              />
            </section>
          </Flex>
        </PageColumn>
      </AppLayout>
    ),
  };
};
