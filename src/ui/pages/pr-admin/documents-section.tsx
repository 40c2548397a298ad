import { Grid } from '@radix-ui/themes';
import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { DocumentKind } from '#domain/access/members.ts';
import { formatDate } from '#domain/locale/format.ts';
import { PostForm } from '#ui/components/card-form.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import type { PageContext } from '#ui/page-context.ts';

/** Where a new version of each document is posted (decision 083). */
const documentPublishPath = (base: string, kind: DocumentKind) => `${base}/${kind}`;

export type DocumentEditor = {
  kind: DocumentKind;
  latest: { version: number; publishedAt: Date } | null;
  /** What the text areas hold: the latest version, or what was typed before a refusal. */
  values: { bodyFr: string; bodyEn: string };
  errors: { bodyFr?: string; bodyEn?: string };
};

/**
 * The contract and the privacy policy, each with its latest version's texts to edit and publish as
 * the next version (the "contracts" part of `/pr-admin/settings/plans-and-contracts`).
 */
export const DocumentsSection = ({
  context,
  basePath,
  editors,
}: {
  context: PageContext;
  basePath: string;
  editors: readonly DocumentEditor[];
}) => {
  const { t } = context;
  return (
    <LabelledSection id="documents-heading" heading={t('documents.heading')}>
      <Text as="p" size="2" color="gray" mb="3">
        {t('documents.lead')}
      </Text>
      <Flex direction="column" gap="4">
        {editors.map((editor) => {
          const next = (editor.latest?.version ?? 0) + 1;
          const field = (name: 'bodyFr' | 'bodyEn') => (
            <FormField
              as="textarea"
              id={`field-${editor.kind}-${name}`}
              name={name}
              label={t(`documents.${name}`)}
              hint={t('documents.bodyHint')}
              defaultValue={editor.values[name]}
              error={editor.errors[name]}
              rows={12}
              required
            />
          );
          return (
            <Card size="3" key={editor.kind} data-document={editor.kind}>
              <PostForm
                action={documentPublishPath(basePath, editor.kind)}
                csrfToken={context.csrfToken}
                noValidate
              >
                <Flex justify="between" align="baseline" wrap="wrap" gap="2">
                  <Heading as="h3" size="4">
                    {t(`documents.kinds.${editor.kind}`)}
                  </Heading>
                  <Text size="2" color="gray">
                    {editor.latest
                      ? t('documents.current', {
                          version: editor.latest.version,
                          date: formatDate(editor.latest.publishedAt),
                        })
                      : t('documents.none')}
                  </Text>
                </Flex>
                <Grid columns={{ initial: '1', md: '2' }} gap="3">
                  {field('bodyFr')}
                  {field('bodyEn')}
                </Grid>
                <div>
                  <Button type="submit" size="3">
                    {t('documents.publish', { version: next })}
                  </Button>
                </div>
              </PostForm>
            </Card>
          );
        })}
      </Flex>
    </LabelledSection>
  );
};
