import { Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import { sellerClientPaths } from '#domain/access/seller-focus.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { EndRelationshipForm, type EndRelationshipFormProps } from './end-relationship-form.tsx';
import { Presence, type StaffFrame } from './seller-frame.tsx';

export type EndQuestionnaireView = {
  sellerId: string;
  clientId: string;
  /** The client's name, or when they arrived. */
  name: string;
  cars: EndRelationshipFormProps['cars'];
  values?: EndRelationshipFormProps['values'];
  error?: EndRelationshipFormProps['error'];
  /**
   * The advisor started ending the relationship (`showEndQuestionnaire`): every page leads here
   * until it is answered, so there is no way back to offer.
   */
  forced: boolean;
};

/**
 * The end questionnaire (/seller/client/{id}/questionnaireEnd): the end-relationship dialog of the
 * client record as a page of its own, for the advisor who must answer it before anything else and
 * for an expired sale being ended. Same form, same address it posts to.
 */
export const endQuestionnairePage = (
  context: PageContext,
  frame: StaffFrame,
  view: EndQuestionnaireView,
): PageRender => {
  const { t } = context;
  return {
    title: `${t('seller.endPage.title')} · ${view.name}`,
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" gap="5">
          {view.forced ? null : (
            <Link href={sellerClientPaths(view.clientId).record} size="2">
              {t('seller.endPage.back')}
            </Link>
          )}
          <Flex direction="column" gap="2">
            <Heading as="h1" size="8">
              {t('seller.endPage.heading')}
            </Heading>
            <Text as="p" size="4" weight="medium" data-end-client="">
              {view.name}
            </Text>
            <Text as="p" size="3" color="gray" className="measure">
              {t('seller.endPage.lead')}
            </Text>
          </Flex>
          <Card size="3">
            <EndRelationshipForm
              context={context}
              clientId={view.clientId}
              cars={view.cars}
              values={view.values}
              error={view.error}
            />
          </Card>
          <Presence context={context} sellerId={view.sellerId} />
        </PageColumn>
      </AppLayout>
    ),
  };
};
