/** The profile page's account cards: who the advisor is, their photo and their language. */
import { Box, Button, Card, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { LANGUAGES } from '#domain/locale/language.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import { ImageUpload } from '#ui/components/image-upload.tsx';
import { initialsOf } from '#ui/components/avatar.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import type { PageContext } from '#ui/page-context.ts';
import {
  SECTION_STYLE,
  sectionId,
  profileFormAction,
  type SellerProfileView,
} from './profile-view.ts';
import { SectionHeading } from './profile-section-heading.tsx';

export const IdentityCard = ({ t, view }: { t: Translate; view: SellerProfileView }) => (
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
      <Link href="/seller/questionnaire" weight="medium">
        {t('sellerProfile.identity.testResult')}
      </Link>
    </Flex>
  </Card>
);

export const PictureCard = ({
  context,
  view,
}: {
  context: PageContext;
  view: SellerProfileView;
}) => {
  const { t } = context;
  return (
    <Card size="3" id={sectionId('picture')} style={SECTION_STYLE}>
      <form method="post" action={profileFormAction('picture')} encType="multipart/form-data">
        <CsrfField token={context.csrfToken} />
        <Flex direction="column" gap="4">
          <SectionHeading lead={t('sellerProfile.photo.lead')}>
            {t('sellerProfile.photo.heading')}
          </SectionHeading>
          <ImageUpload
            t={t}
            name="picture"
            label={t('sellerProfile.photo.label')}
            error={view.pictureError}
            required
            current={
              view.pictureUrl
                ? { url: view.pictureUrl, alt: t('sellerProfile.photo.alt') }
                : undefined
            }
          />
          <Box>
            <Button type="submit" size="3" variant="soft">
              <Icon name="image" size={18} />
              {t('sellerProfile.photo.submit')}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
};

export const LanguageCard = ({
  context,
  view,
}: {
  context: PageContext;
  view: SellerProfileView;
}) => {
  const { t } = context;
  return (
    <Card size="3" id={sectionId('language')} style={SECTION_STYLE}>
      <form method="post" action={profileFormAction('language')}>
        <CsrfField token={context.csrfToken} />
        <Flex direction="column" gap="4">
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
          <Box>
            <Button type="submit" size="3" variant="soft">
              {t('sellerProfile.language.submit')}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
};
