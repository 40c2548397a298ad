import { Callout } from '@radix-ui/themes';
import { Box, Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { describedBy, FieldError } from '#ui/components/form-field.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { Viewer } from '#ui/layouts/viewer.ts';
import type { PageContext } from '#ui/page-context.ts';

export type SignDocumentPageProps = {
  viewer: Viewer;
  kind: 'contract' | 'privacyPolicy';
  /** Null when no version is published yet: the page says so instead of showing a form. */
  document: { version: number; publishedOn: string; body: string } | null;
  /** The user already accepted this version: no form, a link onwards. */
  signed: boolean;
  continueHref: string;
  /** Set after a post without the box ticked. */
  error?: string;
};

const ACCEPT_ID = 'field-accept';

/**
 * The published text in plain paragraphs; a line starting with `## ` is a section title. The text
 * comes from our own database, and React escapes it, so no markup in it is ever interpreted.
 */
const DocumentText = ({ body }: { body: string }) => {
  const blocks: ReactNode[] = [];
  body.split('\n').forEach((line, index) => {
    const text = line.trim();
    if (text === '') return;
    blocks.push(
      text.startsWith('## ') ? (
        <Heading key={index} as="h2" size="3" mt="3">
          {text.slice(3)}
        </Heading>
      ) : (
        <Text key={index} as="p" size="2">
          {text}
        </Text>
      ),
    );
  });
  return <>{blocks}</>;
};

/**
 * The onboarding step where owners, BPMs and advisors accept the contract and administrators the
 * privacy policy (docs/spec/product-spec.md sections 2 and 4). A plain form post, so it works without
 * JavaScript; the server sends the user on to their next step.
 */
export const signDocumentPage = (
  context: PageContext,
  props: SignDocumentPageProps,
): PageRender => {
  const { t } = context;
  const title = t(
    props.kind === 'contract'
      ? 'navigation.pages.signContract'
      : 'navigation.pages.signPrivacyPolicy',
  );
  const field = describedBy(ACCEPT_ID, { error: props.error });
  return {
    title,
    body: (
      <AppLayout context={context} viewer={props.viewer} navigation={[]}>
        <PageColumn size="3" gap="4">
          <Heading as="h1" size="7">
            {title}
          </Heading>
          <Text as="p" color="gray">
            {t(
              props.kind === 'contract'
                ? 'users.sign.contractLead'
                : 'users.sign.privacyPolicyLead',
            )}
          </Text>
          {props.document ? (
            <Card size="3">
              <Flex direction="column" gap="3">
                <Text as="p" size="2" color="gray">
                  {t('users.sign.version', {
                    version: props.document.version,
                    date: props.document.publishedOn,
                  })}
                </Text>
                {/* Focusable so the text scrolls with the keyboard too. */}
                <Box
                  role="region"
                  aria-label={t('users.sign.documentLabel')}
                  tabIndex={0}
                  style={{
                    maxHeight: '28rem',
                    overflowY: 'auto',
                    paddingRight: 'var(--space-3)',
                  }}
                >
                  <Flex direction="column" gap="2">
                    <DocumentText body={props.document.body} />
                  </Flex>
                </Box>
              </Flex>
            </Card>
          ) : (
            <Callout.Root color="amber" role="status">
              <Callout.Text>{t('users.sign.unavailable')}</Callout.Text>
            </Callout.Root>
          )}
          {props.document && props.signed ? (
            <Flex direction="column" gap="3" align="start">
              <Callout.Root color="green" role="status">
                <Callout.Text>{t('users.sign.alreadySigned')}</Callout.Text>
              </Callout.Root>
              <Button asChild size="3">
                <a href={props.continueHref}>{t('users.sign.continue')}</a>
              </Button>
            </Flex>
          ) : null}
          {props.document && !props.signed ? (
            <form method="post">
              <CsrfField token={context.csrfToken} />
              <Flex direction="column" gap="3" align="start">
                <Flex asChild gap="2" align="center">
                  <label htmlFor={ACCEPT_ID}>
                    <input
                      type="checkbox"
                      id={ACCEPT_ID}
                      name="accept"
                      value="yes"
                      required
                      aria-describedby={field['aria-describedby']}
                      aria-invalid={field['aria-invalid']}
                    />
                    <Text size="3" weight="medium">
                      {t('users.sign.accept')}
                    </Text>
                  </label>
                </Flex>
                {props.error ? <FieldError id={field.errorId}>{props.error}</FieldError> : null}
                <Button type="submit" size="3">
                  {t('users.sign.submit')}
                </Button>
              </Flex>
            </form>
          ) : null}
        </PageColumn>
      </AppLayout>
    ),
  };
};
