import { Button, Callout, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { PageRender } from '#ui/document.tsx';
import { KioskLayout } from '#ui/layouts/kiosk-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { AdvisorCard } from './advisor-card.tsx';
import { kioskPaths, type AdvisorCardView, type KioskFrame } from './kiosk-view.ts';
import { CancelVisit } from './questionnaire.page.tsx';

const Screen = ({
  context,
  frame,
  children,
  size = '3',
  error,
}: {
  context: PageContext;
  frame: KioskFrame;
  children: ReactNode;
  size?: '2' | '3' | '4';
  /** A refusal to show over the screen (the chosen advisor just left). */
  error?: string;
}) => (
  <KioskLayout
    context={context}
    {...frame}
    {...(error ? { flash: { tone: 'error' as const, message: error } } : {})}
  >
    <Container size={size} px="5" py="7">
      <Flex direction="column" gap="6">
        {children}
      </Flex>
    </Container>
  </KioskLayout>
);

/** A form that sends the buyer to an advisor (POST /client/choose-representative/{id}). */
const ChooseButton = ({
  context,
  clientId,
  advisor,
}: {
  context: PageContext;
  clientId: string;
  advisor: AdvisorCardView;
}) => (
  <form method="post" action={kioskPaths(clientId).advisor(advisor.id)}>
    <CsrfField token={context.csrfToken} />
    <Button type="submit" size="4" className="full-width">
      {context.t('kiosk.choose.choose', { name: advisor.name })}
    </Button>
  </form>
);

/** The advisors offered to the buyer, each with "choose" and a link to their details. */
const AdvisorChoices = ({
  context,
  view,
  layout,
  detailsHref,
}: {
  context: PageContext;
  view: { clientId: string; advisors: readonly AdvisorCardView[] };
  /** Two side by side, or a grid of everyone available. */
  layout: 'advisor-pair' | 'advisor-grid';
  detailsHref: (advisorId: string) => string;
}) => (
  <div className={layout}>
    {view.advisors.map((advisor) => (
      <AdvisorCard
        key={advisor.id}
        t={context.t}
        advisor={advisor}
        actions={
          <>
            <ChooseButton context={context} clientId={view.clientId} advisor={advisor} />
            <Button asChild size="3" variant="soft">
              <a href={detailsHref(advisor.id)}>
                {context.t('kiosk.choose.details', { name: advisor.name })}
              </a>
            </Button>
          </>
        }
      />
    ))}
  </div>
);

/** /client/questionnaire/endQuestionnaire: thanks, then on to the advisor. */
export const endQuestionnairePage = (
  context: PageContext,
  frame: KioskFrame,
  clientId: string,
): PageRender => {
  const { t } = context;
  return {
    title: t('kiosk.end.title'),
    family: 'client',
    body: (
      <Screen context={context} frame={frame} size="2">
        <Flex direction="column" align="center" gap="5" className="kiosk-centered">
          <span className="kiosk-done-icon">
            <Icon name="check" size={40} />
          </span>
          <Heading as="h1" size="9" align="center">
            {t('kiosk.end.heading')}
          </Heading>
          <Text as="p" size="5" align="center" className="measure">
            {t('kiosk.end.text')}
          </Text>
          <form method="post" action={kioskPaths(clientId).end}>
            <CsrfField token={context.csrfToken} />
            <Button type="submit" size="4">
              {t('kiosk.end.continue')}
            </Button>
          </form>
        </Flex>
      </Screen>
    ),
  };
};

/** /client/choose-representative: the two best available advisors side by side. */
export const chooseAdvisorPage = (
  context: PageContext,
  frame: KioskFrame,
  view: { clientId: string; advisors: readonly AdvisorCardView[] },
): PageRender => {
  const { t } = context;
  const paths = kioskPaths(view.clientId);
  return {
    title: t('kiosk.choose.title'),
    family: 'client',
    body: (
      <Screen context={context} frame={frame} size="4">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="8">
            {t('kiosk.choose.heading')}
          </Heading>
          <Text as="p" size="4" color="gray">
            {t('kiosk.choose.lead')}
          </Text>
        </Flex>
        <AdvisorChoices
          context={context}
          view={view}
          layout="advisor-pair"
          detailsHref={paths.advisor}
        />
        <Flex justify="center">
          <Button asChild size="3" variant="ghost">
            <a href={paths.manual}>{t('kiosk.choose.others')}</a>
          </Button>
        </Flex>
      </Screen>
    ),
  };
};

export type AdvisorPageView = {
  clientId: string;
  advisor: AdvisorCardView;
  /** The buyer already chose this advisor: tell them to wait for them. */
  chosen: boolean;
  /** Where "back" goes: the pair, or the full list. */
  backHref: string;
  error?: string;
};

/** /client/choose-representative/{id} (and its manual-selection twin): one advisor's profile. */
export const advisorPage = (
  context: PageContext,
  frame: KioskFrame,
  view: AdvisorPageView,
): PageRender => {
  const { t } = context;
  return {
    title: view.chosen ? t('kiosk.advisor.title') : t('kiosk.advisor.heading'),
    family: 'client',
    body: (
      <Screen context={context} frame={frame} size="2">
        {view.chosen ? (
          <Flex direction="column" gap="3" className="kiosk-chosen" data-chosen="">
            <Heading as="h1" size="8">
              {t('kiosk.advisor.chosenHeading', { name: view.advisor.name })}
            </Heading>
            <Text as="p" size="5">
              {t('kiosk.advisor.chosenText')}
            </Text>
          </Flex>
        ) : (
          <Heading as="h1" size="8">
            {t('kiosk.advisor.heading')}
          </Heading>
        )}
        {view.error ? (
          <Callout.Root color="red" role="alert" size="2">
            <Callout.Icon>
              <Icon name="alert" />
            </Callout.Icon>
            <Callout.Text>{view.error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <AdvisorCard
          t={t}
          advisor={view.advisor}
          detailed
          actions={
            view.chosen ? (
              <Button asChild size="4">
                <a href="/client">{t('kiosk.advisor.finish')}</a>
              </Button>
            ) : (
              <>
                <ChooseButton context={context} clientId={view.clientId} advisor={view.advisor} />
                <Button asChild size="3" variant="soft">
                  <a href={view.backHref}>{t('kiosk.advisor.back')}</a>
                </Button>
              </>
            )
          }
        />
      </Screen>
    ),
  };
};

/** /client/choose-representative/no-rep: the buyer waits for the next free advisor. */
export const noAdvisorPage = (
  context: PageContext,
  frame: KioskFrame,
  reason: 'advisorPicks' | 'noAdvisorAvailable',
): PageRender => {
  const { t } = context;
  const pick = reason === 'advisorPicks';
  return {
    title: pick ? t('kiosk.noAdvisor.pickHeading') : t('kiosk.noAdvisor.title'),
    family: 'client',
    body: (
      <Screen context={context} frame={frame} size="2">
        <Flex
          direction="column"
          align="center"
          gap="5"
          className="kiosk-centered"
          data-no-advisor=""
        >
          <Heading as="h1" size="8" align="center">
            {pick ? t('kiosk.noAdvisor.pickHeading') : t('kiosk.noAdvisor.heading')}
          </Heading>
          <Text as="p" size="5" align="center" className="measure">
            {pick ? t('kiosk.noAdvisor.pickText') : t('kiosk.noAdvisor.text')}
          </Text>
          <Button asChild size="4">
            <a href="/client">{t('kiosk.advisor.finish')}</a>
          </Button>
        </Flex>
      </Screen>
    ),
  };
};

/** /client/choose-representative/manualSellerSelection: every available advisor. */
export const manualSelectionPage = (
  context: PageContext,
  frame: KioskFrame,
  view: { clientId: string; advisors: readonly AdvisorCardView[]; error?: string },
): PageRender => {
  const { t } = context;
  const paths = kioskPaths(view.clientId);
  return {
    title: t('kiosk.manual.title'),
    family: 'client',
    body: (
      <Screen
        context={context}
        frame={frame}
        size="4"
        {...(view.error ? { error: view.error } : {})}
      >
        <Flex direction="column" gap="2">
          <Heading as="h1" size="8">
            {t('kiosk.manual.heading')}
          </Heading>
          <Text as="p" size="4" color="gray">
            {t('kiosk.manual.lead')}
          </Text>
        </Flex>
        {view.advisors.length === 0 ? (
          <EmptyState title={t('kiosk.manual.empty')} level={2} />
        ) : (
          <AdvisorChoices
            context={context}
            view={view}
            layout="advisor-grid"
            detailsHref={paths.manualAdvisor}
          />
        )}
        <form method="post" action={paths.end}>
          <CsrfField token={context.csrfToken} />
          <input type="hidden" name="waitingRoom" value="yes" />
          <Flex justify="center">
            <Button type="submit" size="3" variant="soft">
              {t('kiosk.manual.waitingRoom')}
            </Button>
          </Flex>
        </form>
        <CancelVisit context={context} clientId={view.clientId} />
      </Screen>
    ),
  };
};
