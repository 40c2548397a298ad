import { Grid } from '@radix-ui/themes';
import { Flex, Heading } from '#ui/components/primitives.tsx';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { Presence, type StaffFrame } from './home.page.tsx';
import { IdentityCard, LanguageCard, PictureCard } from './profile-account-cards.tsx';
import { ProfileCard } from './profile-form-card.tsx';
import { PasswordCard } from './profile-password-card.tsx';
import type { ProfileView } from './profile-view.ts';

/**
 * The advisor's profile (/seller/me, docs/spec/product-spec.md sections 2, 3 and 5): who they are, their photo,
 * the 3 hobbies and experience dates the kiosk shows on their card, their language and password.
 * Four independent forms, each posting to the page and coming back with its errors next to its
 * fields; no JavaScript needed (the hobbies' counter is a bonus). A new advisor finishes
 * onboarding here: the menu stays empty until the profile is complete. The bpm's profile
 * (/bpm/me) is the same page without the advisor's own form and presence.
 */
export const profilePage = (
  context: PageContext,
  frame: StaffFrame,
  view: ProfileView,
): PageRender => {
  const { t } = context;
  const forms = (
    <Flex direction="column" gap="5" gridColumn={{ md: 'span 3' }}>
      {view.advisor ? (
        <ProfileCard context={context} view={view} state={view.advisor.profile} />
      ) : null}
      <PasswordCard context={context} view={view} />
    </Flex>
  );
  return {
    title: t('sellerProfile.title'),
    family: view.advisor ? 'seller' : 'pr-admin',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" gap="5">
          <Heading as="h1" size="8">
            {t('sellerProfile.heading')}
          </Heading>
          {view.onboarding ? (
            <IconCallout color="brown" icon="info" size="2">
              {t('sellerProfile.onboardingLead')}
            </IconCallout>
          ) : null}
          <Grid columns={{ initial: '1', md: '5' }} gap="5" align="start">
            {/* While onboarding, the step's own form comes first (on a phone, at the top). */}
            {view.onboarding ? forms : null}
            <Flex direction="column" gap="5" gridColumn={{ md: 'span 2' }}>
              <IdentityCard t={t} view={view} />
              <PictureCard context={context} view={view} />
              <LanguageCard context={context} view={view} />
            </Flex>
            {view.onboarding ? null : forms}
          </Grid>
          {view.advisor && !view.onboarding ? (
            <Presence context={context} sellerId={view.advisor.sellerId} />
          ) : null}
        </PageColumn>
      </AppLayout>
    ),
  };
};
