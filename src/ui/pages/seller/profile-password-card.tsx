/** The profile page's password card: old password, new one and its confirmation. */
import { Box, Button, Card, Flex } from '@radix-ui/themes';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { ErrorCallout } from '#ui/components/error-callout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import {
  SECTION_STYLE,
  sectionId,
  profileFormAction,
  type SellerProfileView,
} from './profile-view.ts';
import { SectionHeading } from './profile-section-heading.tsx';

export const PasswordCard = ({
  context,
  view,
}: {
  context: PageContext;
  view: SellerProfileView;
}) => {
  const { t } = context;
  const errors = view.password ?? {};
  return (
    <Card size="3" id={sectionId('password')} style={SECTION_STYLE}>
      <form method="post" action={profileFormAction('password')} noValidate>
        <CsrfField token={context.csrfToken} />
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          value={view.email}
          autoComplete="username"
          readOnly
          hidden
        />
        <Flex direction="column" gap="4">
          <SectionHeading lead={t('sellerProfile.password.lead')}>
            {t('sellerProfile.password.heading')}
          </SectionHeading>
          {errors.form ? <ErrorCallout>{errors.form}</ErrorCallout> : null}
          <FormField
            name="oldPassword"
            type="password"
            label={t('sellerProfile.password.oldPassword')}
            autoComplete="current-password"
            error={errors.oldPassword}
            required
          />
          <FormField
            name="password"
            type="password"
            label={t('sellerProfile.password.newPassword')}
            hint={t('passwords.hint')}
            autoComplete="new-password"
            error={errors.password}
            required
          />
          <FormField
            name="confirmation"
            type="password"
            label={t('sellerProfile.password.confirmation')}
            autoComplete="new-password"
            error={errors.confirmation}
            required
          />
          <Box>
            <Button type="submit" size="3" variant="soft">
              {t('sellerProfile.password.submit')}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
};
