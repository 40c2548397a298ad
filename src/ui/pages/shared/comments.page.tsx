import { Flex, Heading } from '#ui/components/primitives.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import {
  CommentForm,
  CommentsTable,
  type CommentFormState,
  type CommentListView,
} from './comments.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';

export type StaffFrame = Omit<AppLayoutProps, 'context' | 'children' | 'flash'>;

/**
 * Either a staff member's own feedback (`mine`: the form, then what they sent) or every user's
 * feedback for the PR admin (`all`: filtered by category).
 */
export type CommentsView = (
  { mode: 'mine'; form: { action: string; state: CommentFormState } } | { mode: 'all' }
) & { list: CommentListView; flash?: Flash };

/** The comments pages (docs/spec/product-spec.md section 2: /seller/comments and /pr-admin/comments). */
export const commentsPage = (
  context: PageContext,
  frame: StaffFrame,
  view: CommentsView,
): PageRender => {
  const { t } = context;
  const mine = view.mode === 'mine';
  const filtered = view.list.filter?.category != null;
  return {
    title: t('comments.title'),
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size={mine ? '3' : '4'} px={{ initial: '4', md: '6' }} gap="6">
          <PageIntro
            heading={mine ? t('comments.mine.heading') : t('comments.all.heading')}
            lead={mine ? t('comments.mine.lead') : t('comments.all.lead')}
            size="7"
            measure
          />
          {view.mode === 'mine' ? (
            <CommentForm
              t={t}
              action={view.form.action}
              csrfToken={context.csrfToken}
              state={view.form.state}
            />
          ) : null}
          <Flex direction="column" gap="3" asChild>
            <section aria-labelledby="comments-list-heading">
              {mine ? (
                <Heading as="h2" size="5" id="comments-list-heading">
                  {t('comments.mine.historyHeading')}
                </Heading>
              ) : (
                <span id="comments-list-heading" hidden>
                  {t('comments.all.caption')}
                </span>
              )}
              <CommentsTable
                t={t}
                path={context.path}
                caption={mine ? t('comments.mine.caption') : t('comments.all.caption')}
                list={view.list}
                withAuthor={!mine}
                empty={
                  mine
                    ? {
                        title: t('comments.mine.empty.title'),
                        text: t('comments.mine.empty.text'),
                      }
                    : filtered
                      ? {
                          title: t('comments.all.emptyFiltered.title'),
                          text: t('comments.all.emptyFiltered.text'),
                        }
                      : {
                          title: t('comments.all.empty.title'),
                          text: t('comments.all.empty.text'),
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
