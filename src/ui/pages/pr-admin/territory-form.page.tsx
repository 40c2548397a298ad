import { Callout } from '@radix-ui/themes';
import { Button, Card, Flex, Link } from '#ui/components/primitives.tsx';
import { COUNTRIES, PROVINCES } from '#domain/concessions/settings.ts';
import { FormMessage, FormTitle, PostForm } from '#ui/components/card-form.tsx';
import { FormErrors, fieldErrorItems } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { Checkboxes } from '#ui/pages/shared/settings-forms.tsx';
import { TERRITORIES_PATH } from './territories.page.tsx';

export type TerritoryField = 'name' | 'regions' | 'bpms';

export type TerritoryFormView = {
  /** Adding a territory, or editing one (`territoryId`). */
  territoryId: string | null;
  values: { name: string; regions: readonly string[]; bpms: readonly string[] };
  errors: Partial<Record<TerritoryField, string>>;
  /** A refusal of the whole form (a region another territory holds). */
  refusal?: string;
  /** Every live bpm, by name. */
  bpmOptions: readonly { id: string; name: string }[];
  /** The regions other territories hold (`CA-QC` -> its territory's name). */
  takenBy: ReadonlyMap<string, string>;
};

/**
 * Add (/pr-admin/settings/territories/add) or edit (.../{id}/edit) a territory: its name, its
 * provinces and states (each marked with the territory that already holds it) and its bpm. Editing
 * says what becomes of the territory's dealerships (decision 105).
 */
export const territoryFormPage = (
  context: PageContext,
  frame: StaffFrame,
  view: TerritoryFormView,
): PageRender => {
  const { t } = context;
  const adding = view.territoryId === null;
  const title = adding ? t('territories.form.addTitle') : t('territories.form.editTitle');
  const labels: Record<TerritoryField, string> = {
    name: t('territories.form.name'),
    regions: t('territories.form.regions'),
    bpms: t('territories.form.bpms'),
  };
  const action = adding
    ? `${TERRITORIES_PATH}/add`
    : `${TERRITORIES_PATH}/${view.territoryId}/edit`;
  return {
    title,
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="3" gap="5">
          <Card size="4">
            <PostForm action={action} csrfToken={context.csrfToken} noValidate gap="5">
              <FormTitle heading={title} lead={t('territories.form.lead')} />
              {adding ? null : (
                <Callout.Root color="gray" variant="surface" data-edit-note="">
                  <Callout.Text>{t('territories.form.editNote')}</Callout.Text>
                </Callout.Root>
              )}
              <FormErrors t={t} errors={fieldErrorItems(labels, view.errors)} />
              <FormMessage tone="error">{view.refusal}</FormMessage>
              <FormField
                name="name"
                label={labels.name}
                defaultValue={view.values.name}
                error={view.errors.name}
                required
              />
              {COUNTRIES.map((country) => (
                <Checkboxes
                  key={country}
                  id={`regions-${country}`}
                  legend={t('territories.form.regionsOf', {
                    country: t(`settings.information.countries.${country}`),
                  })}
                  error={country === 'CA' ? view.errors.regions : undefined}
                  options={PROVINCES[country].map((state) => {
                    const key = `${country}-${state}`;
                    const holder = view.takenBy.get(key);
                    return {
                      name: 'regions',
                      value: key,
                      label: holder ? `${state} (${holder})` : state,
                      checked: view.values.regions.includes(key),
                    };
                  })}
                />
              ))}
              <Checkboxes
                id="bpms"
                legend={labels.bpms}
                hint={view.bpmOptions.length === 0 ? t('territories.form.noBpm') : undefined}
                error={view.errors.bpms}
                options={view.bpmOptions.map((bpm) => ({
                  name: 'bpms',
                  value: bpm.id,
                  label: bpm.name,
                  checked: view.values.bpms.includes(bpm.id),
                }))}
              />
              <Flex gap="3" align="center" wrap="wrap">
                <Button type="submit" size="3">
                  {adding ? t('territories.form.submitAdd') : t('territories.form.submitEdit')}
                </Button>
                <Link href={TERRITORIES_PATH}>{t('territories.form.cancel')}</Link>
              </Flex>
            </PostForm>
          </Card>
        </PageColumn>
      </AppLayout>
    ),
  };
};
