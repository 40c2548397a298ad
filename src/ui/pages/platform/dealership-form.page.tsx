import { Button, Card, Flex, Link } from '#ui/components/primitives.tsx';
import { LANGUAGES } from '#domain/locale/language.ts';
import { FormMessage, FormTitle, PostForm } from '#ui/components/card-form.tsx';
import { FormErrors, fieldErrorItems } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { Checkboxes } from '#ui/pages/shared/settings-forms.tsx';
import type { PlatformArea } from './dealerships.page.tsx';

export const DEALERSHIP_FIELDS = [
  'name',
  'language',
  'territory',
  'manufacturers',
  'ownerEmail',
] as const;
export type DealershipField = (typeof DEALERSHIP_FIELDS)[number];

export type DealershipFormView = {
  area: PlatformArea;
  /** As posted (the makes ticked, by id). */
  values: { name: string; language: string; territory: string; ownerEmail: string };
  manufacturerIds: readonly string[];
  errors: Partial<Record<DealershipField, string>>;
  territories: readonly { id: string; name: string }[];
  manufacturers: readonly { id: string; name: string }[];
  /** A bpm must create in one of its territories; the PR admin may leave it out. */
  territoryRequired: boolean;
};

/**
 * Add a dealership (/bpm/concessions/add): its name, language, territory and makes, and its owner's
 * email; the owner receives the invitation and then walks the set-up wizard (docs/decisions/077).
 */
export const dealershipFormPage = (
  context: PageContext,
  frame: StaffFrame,
  view: DealershipFormView,
): PageRender => {
  const { t } = context;
  const base = `${view.area}/concessions`;
  const labels: Record<DealershipField, string> = {
    name: t('dealerships.form.name'),
    language: t('dealerships.form.language'),
    territory: t('dealerships.form.territory'),
    manufacturers: t('dealerships.form.manufacturers'),
    ownerEmail: t('dealerships.form.ownerEmail'),
  };
  const { values, errors } = view;
  const noTerritory = view.territoryRequired && view.territories.length === 0;
  return {
    title: t('dealerships.form.title'),
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="3" gap="5">
          <Card size="4">
            <PostForm action={`${base}/add`} csrfToken={context.csrfToken} noValidate gap="5">
              <FormTitle heading={t('dealerships.form.title')} lead={t('dealerships.form.lead')} />
              <FormErrors t={t} errors={fieldErrorItems(labels, errors)} />
              <FormMessage tone="error">
                {noTerritory ? t('dealerships.form.noTerritory') : undefined}
              </FormMessage>
              <FormField
                name="name"
                label={labels.name}
                defaultValue={values.name}
                error={errors.name}
                autoComplete="organization"
                required
              />
              <FormField
                as="select"
                name="language"
                label={labels.language}
                hint={t('dealerships.form.languageHint')}
                defaultValue={values.language}
                error={errors.language}
                required
                options={LANGUAGES.map((language) => ({
                  value: language,
                  label: t(`language.${language}`),
                }))}
              />
              <FormField
                as="select"
                name="territory"
                label={labels.territory}
                defaultValue={values.territory}
                error={errors.territory}
                required={view.territoryRequired}
                options={[
                  ...(view.territoryRequired
                    ? []
                    : [{ value: '', label: t('dealerships.noTerritory') }]),
                  ...view.territories.map((territory) => ({
                    value: territory.id,
                    label: territory.name,
                  })),
                ]}
              />
              <Checkboxes
                id="field-manufacturers"
                legend={labels.manufacturers}
                hint={t('dealerships.form.manufacturersHint')}
                {...(errors.manufacturers ? { error: errors.manufacturers } : {})}
                options={view.manufacturers.map((make) => ({
                  name: 'manufacturers',
                  value: make.id,
                  label: make.name,
                  checked: view.manufacturerIds.includes(make.id),
                }))}
              />
              <FormField
                name="ownerEmail"
                type="email"
                inputMode="email"
                label={labels.ownerEmail}
                hint={t('dealerships.form.ownerEmailHint')}
                autoComplete="off"
                defaultValue={values.ownerEmail}
                error={errors.ownerEmail}
                required
              />
              <Flex gap="3" align="center" wrap="wrap">
                <Button type="submit" size="3" disabled={noTerritory}>
                  {t('dealerships.form.submit')}
                </Button>
                <Link href={base}>{t('dealerships.form.cancel')}</Link>
              </Flex>
            </PostForm>
          </Card>
        </PageColumn>
      </AppLayout>
    ),
  };
};
