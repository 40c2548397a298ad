import { TextArea } from '@radix-ui/themes';
import { Button, Flex, Text } from '#ui/components/primitives.tsx';
import { RELATIONSHIP_OUTCOMES, type RelationshipOutcome } from '#domain/client-flow/index.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { ChoiceField } from '#ui/pages/client/choice-field.tsx';
import { sellerClientPaths } from '#domain/access/seller-focus.ts';

/** What the advisor answered, shown again when the form is refused. */
export type EndRelationshipValues = {
  outcome?: RelationshipOutcome;
  modelsViewed?: readonly string[];
  modelsSold?: readonly string[];
  comment?: string;
};

export type EndRelationshipFormProps = {
  context: PageContext;
  clientId: string;
  /** The models to pick from: the dealership's current catalogue and the client's interests. */
  cars: readonly { id: string; label: string }[];
  values?: EndRelationshipValues;
  /** Names the field that was refused. */
  error?: { field: 'outcome' | 'modelsViewed' | 'modelsSold'; message: string };
};

/**
 * The end questionnaire (docs/spec/product-spec.md section 2: "whether it ended in a sale, the models viewed or
 * sold, and a comment"): the one form behind both the client record's end-relationship dialog and
 * the full page /seller/client/{id}/questionnaireEnd. Both post to the end questionnaire's address.
 */
export const EndRelationshipForm = ({
  context,
  clientId,
  cars,
  values = {},
  error,
}: EndRelationshipFormProps) => {
  const { t } = context;
  const options = cars.map((car) => ({ value: car.id, label: car.label }));
  const errorOf = (field: NonNullable<EndRelationshipFormProps['error']>['field']) =>
    error?.field === field ? error.message : undefined;
  return (
    <form method="post" action={sellerClientPaths(clientId).endQuestionnaire} noValidate>
      <CsrfField token={context.csrfToken} />
      <Flex direction="column" gap="5">
        <ChoiceField
          name="outcome"
          legend={t('seller.end.sale')}
          options={RELATIONSHIP_OUTCOMES.map((outcome) => ({
            value: outcome,
            label: t(`seller.end.outcomes.${outcome}`),
          }))}
          defaultValues={values.outcome ? [values.outcome] : []}
          error={errorOf('outcome')}
        />
        {options.length > 0 ? (
          <>
            <ChoiceField
              name="modelsViewed"
              legend={t('seller.end.modelsViewed')}
              multiple
              options={options}
              defaultValues={values.modelsViewed ?? []}
              error={errorOf('modelsViewed')}
            />
            <ChoiceField
              name="modelsSold"
              legend={t('seller.end.modelsSold')}
              hint={t('seller.end.modelsHint')}
              multiple
              options={options}
              defaultValues={values.modelsSold ?? []}
              error={errorOf('modelsSold')}
            />
          </>
        ) : null}
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="field-comment" size="2" weight="medium">
            {t('seller.end.comment')}
          </Text>
          <TextArea
            id="field-comment"
            name="comment"
            size="3"
            rows={3}
            maxLength={2000}
            defaultValue={values.comment ?? ''}
          />
        </Flex>
        <Flex justify="end">
          <Button type="submit" size="3">
            {t('seller.end.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
};
