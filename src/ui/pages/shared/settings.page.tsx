import { Card, Flex, Link } from '#ui/components/primitives.tsx';
import { FormErrors, type FormErrorItem } from '#ui/components/form-errors.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import { ProgressBar } from '#ui/components/progress-bar.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import { Tabs } from '#ui/components/tabs.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from './comments.page.tsx';
import { ConfigurationForm, type ConfigurationFormView } from './settings-configuration.tsx';
import { ConnectionForm, type ConnectionFormView } from './settings-connection.tsx';
import { InformationForm, type SettingsFormState } from './settings-forms.tsx';

export const SETTINGS_TABS = ['information', 'configuration', 'connection'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** How the tab is framed: the settings' tabs, or a step of the owner's set-up wizard (decision 063). */
export type SettingsMode = { kind: 'tabs'; base: string } | { kind: 'wizard'; step: SettingsTab };

/** One tab's form and what it shows. */
export type SettingsTabView =
  | { tab: 'information'; state: SettingsFormState; logoUrl: string | null }
  | { tab: 'configuration'; form: ConfigurationFormView }
  | { tab: 'connection'; form: ConnectionFormView };

export type SettingsView = SettingsTabView & {
  /** Where the form posts (the page itself). */
  action: string;
  mode: SettingsMode;
  flash?: Flash;
  errors: readonly FormErrorItem[];
  /** The platform's edit pages: the dealership's name over the tabs, and the way back to it. */
  dealership?: { name: string; href: string };
};

const TabForm = ({ context, view }: { context: PageContext; view: SettingsView }) => {
  const submit = submitLabel(context, view.mode);
  const { action } = view;
  switch (view.tab) {
    case 'information':
      return (
        <InformationForm
          context={context}
          action={action}
          state={view.state}
          logoUrl={view.logoUrl}
          submit={submit}
        />
      );
    case 'configuration':
      return (
        <ConfigurationForm context={context} action={action} view={view.form} submit={submit} />
      );
    case 'connection':
      return <ConnectionForm context={context} action={action} view={view.form} submit={submit} />;
  }
};

/**
 * One settings tab's page (information, configuration or connection), shared by the owner and the
 * administrator: under the tabs, or as a step of the set-up wizard with its progress.
 */
export const settingsPage = (
  context: PageContext,
  frame: StaffFrame,
  view: SettingsView,
): PageRender => {
  const { t } = context;
  const { mode } = view;
  const heading = t(`settings.${view.tab}.heading`);
  return {
    title:
      mode.kind === 'wizard' ? t('settings.wizard.title') : `${heading} · ${t('settings.title')}`,
    family: 'admin',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" px={{ initial: '4', md: '6' }} gap="5">
          {mode.kind === 'wizard' ? (
            <Flex direction="column" gap="4" data-wizard-step={mode.step}>
              <PageIntro
                heading={t('settings.wizard.title')}
                lead={t('settings.wizard.lead')}
                size="7"
              />
              <ProgressBar
                label={heading}
                value={SETTINGS_TABS.indexOf(mode.step) + 1}
                max={SETTINGS_TABS.length}
                valueText={t('settings.wizard.progress', {
                  step: SETTINGS_TABS.indexOf(mode.step) + 1,
                  total: SETTINGS_TABS.length,
                })}
              />
            </Flex>
          ) : (
            <Flex direction="column" gap="4">
              {view.dealership ? (
                <Link href={view.dealership.href} size="2">
                  {t('dealerships.detail.back', { name: view.dealership.name })}
                </Link>
              ) : null}
              <PageIntro
                heading={view.dealership?.name ?? t('settings.title')}
                lead={heading}
                size="7"
              />
              <Tabs
                label={t('settings.tabs.label')}
                items={SETTINGS_TABS.map((tab) => ({
                  href: `${mode.base}/${tab}`,
                  label: t(`settings.tabs.${tab}`),
                  current: tab === view.tab,
                }))}
              />
            </Flex>
          )}
          <Card size="3" className="form-card">
            <Flex direction="column" gap="4">
              <FormErrors t={t} errors={view.errors} />
              <TabForm context={context} view={view} />
            </Flex>
          </Card>
        </PageColumn>
      </AppLayout>
    ),
  };
};

/** The submit button: "Save", or the wizard's "Save and continue" / "Finish set-up". */
const submitLabel = (context: PageContext, mode: SettingsMode) =>
  mode.kind === 'tabs'
    ? context.t('settings.save')
    : mode.step === 'connection'
      ? context.t('settings.wizard.finish')
      : context.t('settings.wizard.next');
