import { Callout } from '@radix-ui/themes';
import { Button, Flex, Text } from '#ui/components/primitives.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { FormHeading, SubmitRow, type SettingsFormState } from './settings-forms.tsx';

export type ConnectionFormView = {
  state: SettingsFormState;
  /** How many wifi rows the form shows (the saved ones and a blank one or two). */
  wifiRows: number;
  /** The address this request came from, and whether the listed networks hold it. */
  current: { address: string; covered: boolean; anywhere: boolean } | null;
};

/**
 * The connection tab (decision 062): the staff wifi networks (title and SSID) and the egress
 * addresses an advisor's app must connect from to count as on site, with the caller's own address
 * offered (a submit button, so it works without JavaScript: the form comes back with it added).
 */
export const ConnectionForm = ({
  context,
  action,
  view,
  submit,
}: {
  context: PageContext;
  action: string;
  view: ConnectionFormView;
  submit: string;
}) => {
  const { t } = context;
  const { values, errors } = view.state;
  return (
    <form method="post" action={action} aria-labelledby="settings-heading">
      <CsrfField token={context.csrfToken} />
      <Flex direction="column" gap="5">
        <FormHeading id="settings-heading">{t('settings.connection.heading')}</FormHeading>
        <fieldset id="field-wifiNetworks" className="choice-group">
          <legend className="choice-legend">{t('settings.connection.wifi')}</legend>
          <Text as="p" size="2" color="gray">
            {t('settings.connection.wifiHint')}
          </Text>
          {errors.wifiNetworks ? (
            <Text as="p" size="2" color="red" weight="medium" className="field-error">
              {errors.wifiNetworks}
            </Text>
          ) : null}
          <Flex direction="column" gap="3" mt="3">
            {Array.from({ length: view.wifiRows }, (_, index) => (
              <div className="wifi-row" key={index}>
                <FormField
                  name={`wifiTitle${index}`}
                  label={t('settings.connection.wifiTitle', { n: index + 1 })}
                  defaultValue={values[`wifiTitle${index}`] ?? ''}
                  error={errors[`wifiTitle${index}`]}
                />
                <FormField
                  name={`wifiSsid${index}`}
                  label={t('settings.connection.wifiSsid', { n: index + 1 })}
                  defaultValue={values[`wifiSsid${index}`] ?? ''}
                  error={errors[`wifiSsid${index}`]}
                />
              </div>
            ))}
          </Flex>
        </fieldset>
        <FormField
          as="textarea"
          name="egressNetworks"
          label={t('settings.connection.egress')}
          hint={t('settings.connection.egressHint')}
          defaultValue={values.egressNetworks ?? ''}
          error={errors.egressNetworks}
          rows={4}
        />
        {/* After the form's own button, which stays the one Enter presses. */}
        <SubmitRow label={submit} />
        <Callout.Root
          color={view.current?.covered ? 'green' : 'gray'}
          size="1"
          data-current-address=""
        >
          <Callout.Text>
            {view.current ? (
              <Flex direction="column" gap="2" asChild>
                <span>
                  <span>
                    {t('settings.connection.currentAddress', { address: view.current.address })}{' '}
                    {t(
                      view.current.anywhere
                        ? 'settings.connection.currentAnywhere'
                        : view.current.covered
                          ? 'settings.connection.currentCovered'
                          : 'settings.connection.currentNotCovered',
                    )}
                  </span>
                  {view.current.covered ? null : (
                    <span>
                      <Button type="submit" name="addCurrent" value="1" variant="soft" size="2">
                        {t('settings.connection.addCurrent')}
                      </Button>
                    </span>
                  )}
                </span>
              </Flex>
            ) : (
              t('settings.connection.noAddress')
            )}
          </Callout.Text>
        </Callout.Root>
      </Flex>
    </form>
  );
};
