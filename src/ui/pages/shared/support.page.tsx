import { Flex, Heading } from '#ui/components/primitives.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from './comments.page.tsx';
import { SupportForm, type SupportFormState } from './support-form.tsx';
import { SupportTable, type SupportListView } from './support-list.tsx';

/**
 * A staff member's support page (`mine`: the form, then the tickets they reach: their own, and for
 * a BPM their dealerships'), or the PR admin's inbox (`inbox`: every ticket, filtered).
 */
export type SupportView = (
  | {
      mode: 'mine';
      form: {
        action: string;
        state: SupportFormState;
        persons: readonly { value: string; label: string }[];
      };
    }
  | { mode: 'inbox' }
) & { list: SupportListView; flash?: Flash; bpm?: boolean };

/** The support pages (docs/spec/product-spec.md section 2; docs/decisions/071). */
export const supportPage = (
  context: PageContext,
  frame: StaffFrame,
  view: SupportView,
): PageRender => {
  const { t } = context;
  const mine = view.mode === 'mine';
  const filter = view.list.filter;
  const filtered = Boolean(filter && (filter.category ?? filter.concessionId ?? filter.state));
  return {
    title: t('support.title'),
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size={mine ? '3' : '4'} px={{ initial: '4', md: '6' }} gap="6">
          <PageIntro
            heading={mine ? t('support.mine.heading') : t('support.inbox.heading')}
            lead={mine ? t('support.mine.lead') : t('support.inbox.lead')}
            size="7"
            measure
          />
          {view.mode === 'mine' ? (
            <SupportForm
              t={t}
              action={view.form.action}
              csrfToken={context.csrfToken}
              persons={view.form.persons}
              state={view.form.state}
            />
          ) : null}
          <Flex direction="column" gap="3" asChild>
            <section aria-labelledby="support-list-heading">
              {mine ? (
                <Heading as="h2" size="5" id="support-list-heading">
                  {t('support.mine.historyHeading')}
                </Heading>
              ) : (
                <span id="support-list-heading" hidden>
                  {t('support.inbox.caption')}
                </span>
              )}
              <SupportTable
                t={t}
                path={context.path}
                caption={mine ? t('support.mine.caption') : t('support.inbox.caption')}
                list={view.list}
                withAuthor={!mine || view.bpm === true}
                empty={
                  filtered
                    ? {
                        title: t('support.inbox.emptyFiltered.title'),
                        text: t('support.inbox.emptyFiltered.text'),
                      }
                    : mine
                      ? { title: t('support.mine.empty.title'), text: t('support.mine.empty.text') }
                      : {
                          title: t('support.inbox.empty.title'),
                          text: t('support.inbox.empty.text'),
                        }
                }
              />
            </section>
          </Flex>
        </PageColumn>
      </AppLayout>
    ),
  };
};
