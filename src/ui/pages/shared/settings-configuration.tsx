import { Separator } from '@radix-ui/themes';
import { Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { SELLER_CHOICE_MODES } from '#domain/client-flow/index.ts';
import {
  SELLER_CARD_OPTIONS,
  type SellerCardPersonalization,
} from '#domain/concessions/settings.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { SellerCard } from '#ui/pages/client/seller-card.tsx';
import type { SellerCardView } from '#ui/pages/client/kiosk-view.ts';
import { AdminIsland } from '#ui/pages/admin/admin.islands.ts';
import { Checkboxes, FormHeading, SubmitRow, type SettingsFormState } from './settings-forms.tsx';

export type ConfigurationFormView = {
  state: SettingsFormState;
  manufacturers: readonly { id: string; name: string }[];
  chosenManufacturers: readonly string[];
  stations: { clientStation: boolean; serviceStation: boolean };
  hasPassword: { client: boolean; service: boolean };
  /** The address each tablet signs in with (decision 101). */
  stationEmails: { client: string | null; service: string | null };
  sellerCard: SellerCardPersonalization;
};

/** A sample advisor for the preview: the card the kiosk shows, filled with made-up details. */
const previewSeller = (context: PageContext): SellerCardView => ({
  id: 'preview',
  name: context.t('settings.configuration.previewSeller'),
  yearsOfExperience: 8,
  yearsInDealership: 3,
  hobbies: ['music', 'travel', 'cooking'],
  descriptors: [],
  score: null,
  speaksClientLanguage: true,
  reasons: { sharedTraits: [], qualitiesMet: [], commonHobbies: ['travel'] },
});

const Section = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) => (
  <Flex direction="column" gap="4" asChild>
    <section aria-labelledby={id}>
      <Heading as="h3" size="4" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  </Flex>
);

/**
 * The configuration tab: manufacturers, the owner's contact email, stations and their passwords,
 * the general settings and the kiosk's advisor card with a live preview (decision 061).
 */
export const ConfigurationForm = ({
  context,
  action,
  view,
  submit,
}: {
  context: PageContext;
  action: string;
  view: ConfigurationFormView;
  submit: string;
}) => {
  const { t } = context;
  const { values, errors } = view.state;
  const text = (name: string, label: string) => ({
    name,
    label,
    defaultValue: values[name] ?? '',
    error: errors[name],
  });
  const passwordHint = (station: 'client' | 'service') => {
    const email = view.stationEmails[station];
    const keep = t('settings.configuration.passwordHint', {
      state: t(
        view.hasPassword[station]
          ? 'settings.configuration.passwordSet'
          : 'settings.configuration.passwordUnset',
      ),
    });
    return email ? `${t('stations.signInWith', { email })} ${keep}` : keep;
  };
  return (
    <form method="post" action={action} id="configuration-form" aria-labelledby="settings-heading">
      <CsrfField token={context.csrfToken} />
      <Flex direction="column" gap="5">
        <FormHeading id="settings-heading">{t('settings.configuration.heading')}</FormHeading>
        <Checkboxes
          id="field-manufacturers"
          legend={t('settings.configuration.manufacturers')}
          hint={t('settings.configuration.manufacturersHint')}
          error={errors.manufacturers}
          options={view.manufacturers.map((make) => ({
            name: 'manufacturers',
            value: make.id,
            label: make.name,
            checked: view.chosenManufacturers.includes(make.id),
          }))}
        />
        <FormField
          {...text('ownerContactEmail', t('settings.configuration.ownerContactEmail'))}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <Separator size="4" />
        <Section id="stations-heading" title={t('settings.configuration.stations')}>
          <Checkboxes
            id="field-stations"
            legend={t('settings.configuration.stationsInUse')}
            options={(['clientStation', 'serviceStation'] as const).map((name) => ({
              name,
              value: 'on',
              label: t(`settings.configuration.${name}`),
              checked: view.stations[name],
            }))}
          />
          <div className="form-grid">
            <FormField
              {...text('clientStationPassword', t('settings.configuration.clientStationPassword'))}
              defaultValue=""
              type="password"
              autoComplete="new-password"
              hint={passwordHint('client')}
            />
            <FormField
              {...text(
                'serviceStationPassword',
                t('settings.configuration.serviceStationPassword'),
              )}
              defaultValue=""
              type="password"
              autoComplete="new-password"
              hint={passwordHint('service')}
            />
          </div>
        </Section>
        <Separator size="4" />
        <Section id="general-heading" title={t('settings.configuration.general')}>
          <FormField
            {...text('sellerChoiceMode', t('settings.configuration.sellerChoiceMode'))}
            as="select"
            options={SELLER_CHOICE_MODES.map((mode) => ({
              value: mode,
              label: t(`settings.configuration.modes.${mode}`),
            }))}
            required
          />
          <div className="form-grid">
            {(['saleHoldHours', 'alertDelayWeeks', 'archiveDelayWeeks'] as const).map((name) => (
              <FormField
                key={name}
                {...text(name, t(`settings.configuration.${name}`))}
                type="number"
                inputMode="numeric"
                required
              />
            ))}
          </div>
        </Section>
        <Separator size="4" />
        <Section id="card-heading" title={t('settings.configuration.sellerCard')}>
          <div className="settings-with-preview">
            <Checkboxes
              id="field-sellerCard"
              legend={t('settings.configuration.sellerCardShown')}
              hint={t('settings.configuration.sellerCardHint')}
              options={SELLER_CARD_OPTIONS.map((name) => ({
                name,
                value: 'on',
                label: t(`settings.configuration.sellerCardOptions.${name}`),
                checked: view.sellerCard[name],
              }))}
            />
            <Flex direction="column" gap="2" data-card-preview="">
              <Text size="2" weight="medium" color="gray">
                {t('settings.configuration.preview')}
              </Text>
              <SellerCard
                t={t}
                seller={previewSeller(context)}
                headingLevel="h3"
                personalization={view.sellerCard}
              />
              <AdminIsland name="seller-card-preview" props={{ formId: 'configuration-form' }} />
            </Flex>
          </div>
        </Section>
        <SubmitRow label={submit} />
      </Flex>
    </form>
  );
};
