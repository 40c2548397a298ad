/** The profile page's account cards: who the person is, their photo and their language. */
import { DataList } from '@radix-ui/themes';
import { Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import { LANGUAGES } from '#domain/locale/language.ts';
import { FormField } from '#ui/components/form-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import { ImageUpload } from '#ui/components/image-upload.tsx';
import { initialsOf } from '#ui/components/avatar.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { questionnairePathOf, type ProfileView } from './profile-view.ts';
import { ProfileSection, SectionSubmit, type ProfileCardProps } from './profile-section.tsx';
import { SectionHeading } from './profile-section-heading.tsx';

export const IdentityCard = ({ t, view }: { t: Translate; view: ProfileView }) => (
  <Card size="3">
    <Flex direction="column" gap="4">
      <Flex align="center" gap="4">
        <span
          className="avatar"
          aria-hidden="true"
          style={{ width: '4.5rem', height: '4.5rem', fontSize: 'var(--font-size-5)' }}
        >
          {view.pictureUrl ? <img src={view.pictureUrl} alt="" /> : initialsOf(view.name)}
        </span>
        <Heading as="h2" size="5">
          {t('sellerProfile.identity.heading')}
        </Heading>
      </Flex>
      <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="2">
        <DataList.Item>
          <DataList.Label>{t('sellerProfile.identity.name')}</DataList.Label>
          <DataList.Value>{view.name}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('sellerProfile.identity.email')}</DataList.Label>
          <DataList.Value>
            <Text style={{ overflowWrap: 'anywhere' }}>{view.email}</Text>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('sellerProfile.identity.profileNumber')}</DataList.Label>
          <DataList.Value>
            {view.profileNumber === null
              ? t('sellerProfile.identity.noProfile')
              : String(view.profileNumber)}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Link href={questionnairePathOf(view.path)} weight="medium">
        {t('sellerProfile.identity.testResult')}
      </Link>
    </Flex>
  </Card>
);

export const PictureCard = ({ context, view }: ProfileCardProps) => {
  const { t } = context;
  return (
    <ProfileSection context={context} path={view.path} form="picture" encType="multipart/form-data">
      <SectionHeading
        lead={t(view.advisor ? 'sellerProfile.photo.lead' : 'sellerProfile.photo.leadStaff')}
      >
        {t('sellerProfile.photo.heading')}
      </SectionHeading>
      <ImageUpload
        t={t}
        name="picture"
        label={t('sellerProfile.photo.label')}
        error={view.pictureError}
        required
        current={
          view.pictureUrl ? { url: view.pictureUrl, alt: t('sellerProfile.photo.alt') } : undefined
        }
      />
      <SectionSubmit variant="soft">
        <Icon name="image" size={18} />
        {t('sellerProfile.photo.submit')}
      </SectionSubmit>
    </ProfileSection>
  );
};

export const LanguageCard = ({ context, view }: ProfileCardProps) => {
  const { t } = context;
  return (
    <ProfileSection context={context} path={view.path} form="language">
      <SectionHeading lead={t('sellerProfile.language.lead')}>
        {t('sellerProfile.language.heading')}
      </SectionHeading>
      <FormField
        as="select"
        name="language"
        label={t('language.label')}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`language.${language}`),
        }))}
        defaultValue={view.language}
        error={view.languageError}
        required
      />
      <SectionSubmit variant="soft">{t('sellerProfile.language.submit')}</SectionSubmit>
    </ProfileSection>
  );
};
