import { Button, Heading, Text } from '#ui/components/primitives.tsx';
import { CardPage, PostForm } from '#ui/components/card-form.tsx';
import { ErrorCallout } from '#ui/components/error-callout.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from './seller-frame.tsx';

/**
 * The availability confirmation link's page (docs/spec/product-spec.md section 2): the advisor texted about a
 * waiting client confirms they are free; refused while they still have a sale to finish.
 */
export const confirmAvailabilityPage = (
  context: PageContext,
  frame: StaffFrame,
  view: { clientId: string | null; clientName: string | undefined; error?: string },
): PageRender => {
  const { t } = context;
  return {
    title: t('seller.confirm.title'),
    body: (
      <AppLayout context={context} {...frame}>
        <CardPage size="2" py="7">
          <PostForm
            action="/seller/confirm-availability"
            csrfToken={context.csrfToken}
            hidden={
              view.clientId ? <input type="hidden" name="clientId" value={view.clientId} /> : null
            }
          >
            <Heading as="h1" size="7">
              {t('seller.confirm.heading')}
            </Heading>
            {view.error ? <ErrorCallout highContrast>{view.error}</ErrorCallout> : null}
            {view.clientName ? (
              <Text as="p" size="5" weight="medium" data-waiting-client="">
                {t('seller.confirm.waiting', { name: view.clientName })}
              </Text>
            ) : null}
            <Text as="p" size="4">
              {t('seller.confirm.text')}
            </Text>
            <Button type="submit" size="4">
              {t('seller.confirm.submit')}
            </Button>
          </PostForm>
        </CardPage>
      </AppLayout>
    ),
  };
};
