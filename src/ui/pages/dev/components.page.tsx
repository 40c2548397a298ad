import { Box, Container, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import type { Flash, FlashTone } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import { comingSoonPage } from '#ui/layouts/coming-soon.page.tsx';
import { menuFor } from '#ui/layouts/navigation.ts';
import type { Viewer } from '#ui/layouts/viewer.ts';
import type { PageContext } from '#ui/page-context.ts';
import {
  EMPTY_MEMBER_FORM,
  validateMemberForm,
  type FormSubmission,
  type MemberFormState,
} from './member-form.tsx';
import { SAMPLE_MEMBERS } from './sample-members.ts';
import { FeedbackSection, FormsSection, ListsSection } from './style-page-forms.tsx';
import { kioskPage } from './style-page-kiosk.tsx';
import { LinkSwitch, PAGE_SIZE, PATH, SECTIONS } from './style-page-parts.tsx';
import {
  FormatsSection,
  NavigationSection,
  StatesSection,
  StatisticsSection,
} from './style-page-sections.tsx';

const KIOSK_IDLE_SECONDS = 90;
const VIEWER: Viewer = { name: 'Marie Tremblay', role: 'admin' };

const flashFromQuery = (t: Translate, tone: string | null): Flash | undefined => {
  const tones: Record<FlashTone, MessageKey> = {
    success: 'dev.snackbar.successText',
    error: 'dev.snackbar.errorText',
    info: 'dev.snackbar.infoText',
  };
  return tone === 'success' || tone === 'error' || tone === 'info'
    ? { tone, message: t(tones[tone]) }
    : undefined;
};

/** What a post to the style page did: the sample form's result, or a confirmed action. */
const handlePost = async (
  t: Translate,
  form: FormSubmission,
): Promise<{ memberForm: MemberFormState; flash?: Flash }> => {
  switch (form.intent) {
    case 'delete':
      return {
        memberForm: EMPTY_MEMBER_FORM,
        flash: { tone: 'success', message: t('dev.confirm.deleted') },
      };
    case 'create':
      return {
        memberForm: EMPTY_MEMBER_FORM,
        flash: { tone: 'success', message: t('dev.confirm.created') },
      };
    default: {
      const memberForm = await validateMemberForm(t, form);
      const accepted = Object.keys(memberForm.errors).length === 0;
      return accepted
        ? {
            memberForm: EMPTY_MEMBER_FORM,
            flash: { tone: 'success', message: t('dev.form.saved') },
          }
        : { memberForm };
    }
  }
};

/**
 * The living style page: every shared component, in the request's language (switch with the
 * header link or `?lang=`), with the kiosk layout (`?view=kiosk`) and the coming-soon page
 * (`?view=coming-soon`). Posts come back here so the forms' server round trip can be seen.
 */
export const devComponentsPage = async (
  context: PageContext,
  now: Date,
  submission?: FormSubmission,
): Promise<PageRender> => {
  const { t, language } = context;
  const query = new URL(context.path, 'http://local').searchParams;
  const view = query.get('view');
  if (view === 'kiosk') {
    const idle = Number.parseInt(query.get('idle') ?? '', 10);
    return kioskPage(context, idle >= 1 && idle <= KIOSK_IDLE_SECONDS ? idle : KIOSK_IDLE_SECONDS);
  }
  if (view === 'coming-soon') {
    return {
      ...comingSoonPage(context, {
        viewer: VIEWER,
        navigation: menuFor(VIEWER.role, '/admin/training', t),
        pageTitle: t('navigation.pages.trainings'),
      }),
      family: 'dev',
    };
  }

  const navigation = menuFor(VIEWER.role, '/admin/members', t);
  const posted = submission ? await handlePost(t, submission) : undefined;
  const flash = posted?.flash ?? flashFromQuery(t, query.get('flash'));

  const search = (query.get('q') ?? '').trim().toLocaleLowerCase();
  const roleFilter = query.get('role') ?? '';
  const members = SAMPLE_MEMBERS.filter(
    (member) =>
      member.name.toLocaleLowerCase().includes(search) &&
      (roleFilter === '' || member.role === roleFilter),
  );
  const pageCount = Math.max(1, Math.ceil(members.length / PAGE_SIZE));
  const page = Math.min(Math.max(Number.parseInt(query.get('page') ?? '1', 10) || 1, 1), pageCount);

  return {
    title: t('dev.title'),
    family: 'dev',
    body: (
      <AppLayout context={context} viewer={VIEWER} navigation={navigation} flash={flash}>
        <Box className="style-hero">
          <Container size="4" px={{ initial: '4', md: '6' }} py="7">
            <Flex direction="column" gap="4">
              <Text size="2" weight="bold" className="eyebrow">
                {t('dev.eyebrow')}
              </Text>
              <Heading as="h1" size="8">
                {t('dev.title')}
              </Heading>
              <Text as="p" size="4" color="gray" className="measure">
                {t('dev.lead')}
              </Text>
              <Flex gap="5" wrap="wrap" align="center">
                <LinkSwitch
                  label={t('dev.language')}
                  items={[
                    {
                      href: `${PATH}?lang=fr`,
                      label: t('language.fr'),
                      current: language === 'fr',
                      lang: 'fr',
                    },
                    {
                      href: `${PATH}?lang=en`,
                      label: t('language.en'),
                      current: language === 'en',
                      lang: 'en',
                    },
                  ]}
                />
                <LinkSwitch
                  label={t('dev.views.label')}
                  items={[
                    { href: PATH, label: t('dev.views.components'), current: true },
                    { href: `${PATH}?view=kiosk`, label: t('dev.views.kiosk'), current: false },
                    {
                      href: `${PATH}?view=coming-soon`,
                      label: t('dev.views.comingSoon'),
                      current: false,
                    },
                  ]}
                />
              </Flex>
              <nav aria-label={t('dev.contents')}>
                <ul className="style-contents">
                  {SECTIONS.map((id) => (
                    <li key={id}>
                      <Link href={`#${id}`} size="2">
                        {t(`dev.sections.${id}.title`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </Flex>
          </Container>
        </Box>

        <Container size="4" px={{ initial: '4', md: '6' }} pb="9">
          <FormsSection context={context} memberForm={posted?.memberForm ?? EMPTY_MEMBER_FORM} />
          <FeedbackSection context={context} flash={flash} posted={posted !== undefined} />
          <ListsSection
            context={context}
            query={query}
            members={members}
            roleFilter={roleFilter}
            page={page}
            pageCount={pageCount}
          />
          <StatisticsSection t={t} query={query} now={now} />
          <NavigationSection context={context} query={query} page={page} />
          <StatesSection t={t} />
          <FormatsSection context={context} now={now} />
        </Container>
      </AppLayout>
    ),
  };
};
