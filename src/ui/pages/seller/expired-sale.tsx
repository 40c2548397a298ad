import { Button, Flex } from '#ui/components/primitives.tsx';
import { sellerClientPaths } from '#domain/access/seller-focus.ts';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import type { PageContext } from '#ui/page-context.ts';

/** The way out of a sale whose hold is over: end it, or resume it after a confirmation. */
export const ExpiredSaleActions = ({
  context,
  clientId,
  back,
}: {
  context: PageContext;
  clientId: string;
  /** Where the resumed sale lands: the home page or the record. */
  back: 'home' | 'record';
}) => {
  const { t } = context;
  return (
    <Flex gap="3" wrap="wrap" align="start">
      {/* Its own colour: inside the red alert the button would inherit red, too pale for white. */}
      <Button asChild size="3" color="brown">
        <a href={sellerClientPaths(clientId).endQuestionnaire}>{t('seller.expired.end')}</a>
      </Button>
      <ConfirmDialog
        t={t}
        csrfToken={context.csrfToken}
        triggerLabel={t('seller.expired.resume')}
        title={t('seller.expired.resumeTitle')}
        description={t('seller.expired.resumeText')}
        confirmLabel={t('seller.expired.resumeConfirm')}
        action={`/seller/client/${clientId}/extra-time`}
        fields={{ back }}
      />
    </Flex>
  );
};
