import { Grid } from '@radix-ui/themes';
import { Button, Card, Flex, Link, Text } from '#ui/components/primitives.tsx';
import { CAR_COLOURS, CAR_TYPES, REQUIRED_COLOUR, type CarColour } from '#domain/cars/car.ts';
import { PostForm } from '#ui/components/card-form.tsx';
import { FormErrors, type FormErrorItem } from '#ui/components/form-errors.tsx';
import { FormField, fieldIdOf } from '#ui/components/form-field.tsx';
import { ImageUpload } from '#ui/components/image-upload.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { CARS_PATH, carEditPath } from './cars.page.tsx';

type CarTextField = 'manufacturer' | 'model' | 'year' | 'type';

/** The file field of each colour, and the box that removes a stored one. */
export const imageField = (colour: CarColour) => `image_${colour}`;
export const removeField = (colour: CarColour) => `remove_${colour}`;

export type CarFormView = {
  /** The car edited (its id, name and stored images), or null when adding. */
  car: { id: string; name: string; images: Partial<Record<CarColour, string>> } | null;
  manufacturers: readonly { id: string; name: string }[];
  values: Record<CarTextField, string> & { hideInDealership: boolean };
  /** By field name: a text field, or an image's `image_<colour>`. */
  errors: Record<string, string>;
  /** A form-wide refusal (a duplicate, images over the size limit). */
  refusal?: string;
};

/** `/pr-admin/cars/add` and `/pr-admin/cars/{id}/edit`: a car's fields and its five images. */
export const carFormPage = (
  context: PageContext,
  frame: Omit<AppLayoutProps, 'context' | 'children'>,
  view: CarFormView,
): PageRender => {
  const { t } = context;
  const title = view.car ? t('cars.editTitle', { name: view.car.name }) : t('cars.addTitle');
  const colourName = (colour: CarColour) => t(`cars.imageColours.${colour}`);
  const errors: FormErrorItem[] = [
    ...(view.refusal ? [{ message: view.refusal }] : []),
    ...Object.entries(view.errors).map(([name, message]) => ({
      fieldId: fieldIdOf(name),
      message,
    })),
  ];
  return {
    title,
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="3" gap="5">
          <Link href={CARS_PATH} size="2">
            {t('cars.back')}
          </Link>
          <PageIntro heading={title} lead={t('cars.form.imagesLead')} measure />
          <PostForm
            action={view.car ? carEditPath(view.car.id) : `${CARS_PATH}/add`}
            csrfToken={context.csrfToken}
            encType="multipart/form-data"
            noValidate
            gap="5"
          >
            <FormErrors t={t} errors={errors} />
            <Card size="3">
              <Grid columns={{ initial: '1', sm: '2' }} gap="4">
                <FormField
                  as="select"
                  name="manufacturer"
                  label={t('cars.form.manufacturer')}
                  placeholder={t('cars.form.manufacturerPlaceholder')}
                  options={view.manufacturers.map((each) => ({ value: each.id, label: each.name }))}
                  defaultValue={view.values.manufacturer}
                  error={view.errors['manufacturer']}
                  required
                />
                <FormField
                  name="model"
                  label={t('cars.form.model')}
                  defaultValue={view.values.model}
                  error={view.errors['model']}
                  required
                />
                <FormField
                  name="year"
                  label={t('cars.form.year')}
                  inputMode="numeric"
                  defaultValue={view.values.year}
                  error={view.errors['year']}
                  required
                />
                <FormField
                  as="select"
                  name="type"
                  label={t('cars.form.type')}
                  placeholder={t('cars.form.typePlaceholder')}
                  options={CAR_TYPES.map((type) => ({
                    value: type,
                    label: t(`cars.types.${type}`),
                  }))}
                  defaultValue={view.values.type}
                  error={view.errors['type']}
                  required
                />
              </Grid>
              <Flex asChild gap="2" align="center" mt="4">
                <label htmlFor="field-hideInDealership">
                  <input
                    type="checkbox"
                    id="field-hideInDealership"
                    name="hideInDealership"
                    defaultChecked={view.values.hideInDealership}
                  />
                  <Text size="2" weight="medium">
                    {t('cars.form.hideInDealership')}
                  </Text>
                </label>
              </Flex>
              <Text as="p" size="1" color="gray" mt="1">
                {t('cars.form.hideHint')}
              </Text>
            </Card>
            <LabelledSection id="images-heading" heading={t('cars.form.images')} card>
              <Flex direction="column" gap="4">
                {CAR_COLOURS.map((colour) => {
                  const stored = view.car?.images[colour];
                  const label = t(
                    colour === REQUIRED_COLOUR ? 'cars.form.imageRequired' : 'cars.form.image',
                    { colour: colourName(colour) },
                  );
                  return (
                    <Flex direction="column" gap="2" key={colour} data-colour={colour}>
                      <ImageUpload
                        t={t}
                        name={imageField(colour)}
                        label={label}
                        error={view.errors[imageField(colour)]}
                        current={stored ? { url: stored, alt: label } : undefined}
                        required={colour === REQUIRED_COLOUR && !stored}
                      />
                      {stored && colour !== REQUIRED_COLOUR ? (
                        <Flex asChild gap="2" align="center">
                          <label htmlFor={fieldIdOf(removeField(colour))}>
                            <input
                              type="checkbox"
                              id={fieldIdOf(removeField(colour))}
                              name={removeField(colour)}
                            />
                            <Text size="2">
                              {t('cars.form.remove', { colour: colourName(colour) })}
                            </Text>
                          </label>
                        </Flex>
                      ) : null}
                    </Flex>
                  );
                })}
              </Flex>
            </LabelledSection>
            <div>
              <Button type="submit" size="3">
                {view.car ? t('cars.form.save') : t('cars.form.create')}
              </Button>
            </div>
          </PostForm>
        </PageColumn>
      </AppLayout>
    ),
  };
};
