/** The profile page's password card: old password, new one and its confirmation. */
import { FormField } from '#ui/components/form-field.tsx';
import { ErrorCallout } from '#ui/components/error-callout.tsx';
import { PasswordPairFields } from '#ui/pages/public/password-fields.tsx';
import { ProfileSection, SectionSubmit, type ProfileCardProps } from './profile-section.tsx';
import { SectionHeading } from './profile-section-heading.tsx';

export const PasswordCard = ({ context, view }: ProfileCardProps) => {
  const { t } = context;
  const errors = view.password ?? {};
  return (
    <ProfileSection
      context={context}
      path={view.path}
      form="password"
      noValidate
      hidden={
        // Lets password managers file the new password under the right account.
        <input
          type="text"
          name="username"
          value={view.email}
          autoComplete="username"
          readOnly
          hidden
        />
      }
    >
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
      <PasswordPairFields
        t={t}
        errors={errors}
        label={t('sellerProfile.password.newPassword')}
        confirmationLabel={t('sellerProfile.password.confirmation')}
      />
      <SectionSubmit variant="soft">{t('sellerProfile.password.submit')}</SectionSubmit>
    </ProfileSection>
  );
};
