import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { describedBy, FieldError, FormField, fieldIdOf } from '#ui/components/form-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import { PhoneInput } from '#ui/components/phone.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { KioskScreen } from './kiosk-screen.tsx';
import { kioskPaths, type KioskFrame } from './kiosk-view.ts';

export type EndQuestionnaireView = {
  clientId: string;
  /** What the buyer typed, when the form comes back with a problem. */
  values?: { firstName: string; phone: string; consent: boolean };
  errors?: Partial<Record<'firstName' | 'phone' | 'consent', string>>;
};

/** The consent to be contacted, a native checkbox asked only when a phone is typed. */
const ConsentField = ({ context, view }: { context: PageContext; view: EndQuestionnaireView }) => {
  const id = fieldIdOf('consent');
  const error = view.errors?.consent;
  const field = describedBy(id, { error });
  return (
    <Flex direction="column" gap="1">
      <Flex asChild gap="3" align="start">
        <label htmlFor={id} className="kiosk-consent">
          <input
            type="checkbox"
            id={id}
            name="consent"
            value="yes"
            defaultChecked={view.values?.consent}
            aria-describedby={field['aria-describedby']}
            aria-invalid={field['aria-invalid']}
          />
          <Text size="3">{context.t('kiosk.contact.consent')}</Text>
        </label>
      </Flex>
      {error ? <FieldError id={field.errorId}>{error}</FieldError> : null}
    </Flex>
  );
};

/**
 * /client/questionnaire/endQuestionnaire: thanks, then on to the advisor. On the way, the buyer
 * may give a first name (the advisor greets them by it) and a phone with their consent to be
 * contacted at it (issue 13); nothing is required.
 */
export const endQuestionnairePage = (
  context: PageContext,
  frame: KioskFrame,
  view: EndQuestionnaireView,
): PageRender => {
  const { t } = context;
  return {
    title: t('kiosk.end.title'),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame} size="2">
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
        </Flex>
        <form method="post" action={kioskPaths(view.clientId).end} noValidate>
          <CsrfField token={context.csrfToken} />
          <Flex direction="column" gap="5">
            <Card size="3">
              <Flex direction="column" gap="4">
                <Flex direction="column" gap="1">
                  <Heading as="h2" size="5">
                    {t('kiosk.contact.heading')}
                  </Heading>
                  <Text as="p" size="3" color="gray">
                    {t('kiosk.contact.lead')}
                  </Text>
                </Flex>
                <FormField
                  name="firstName"
                  label={t('kiosk.contact.firstName')}
                  autoComplete="given-name"
                  defaultValue={view.values?.firstName}
                  error={view.errors?.firstName}
                />
                <PhoneInput
                  t={t}
                  name="phone"
                  label={t('kiosk.contact.phone')}
                  defaultValue={view.values?.phone}
                  error={view.errors?.phone}
                />
                <ConsentField context={context} view={view} />
              </Flex>
            </Card>
            <Flex justify="center">
              <Button type="submit" size="4">
                {t('kiosk.end.continue')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </KioskScreen>
    ),
  };
};
