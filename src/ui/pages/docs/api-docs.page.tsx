import { Badge, Box, Card, Code, Container, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { PageRender } from '#ui/document.tsx';
import { PublicLayout } from '#ui/layouts/public-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

/** The parts of an OpenAPI 3.1 document this page reads. */
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: { schemas?: Record<string, unknown> };
};
type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type OpenApiOperation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
};

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
const METHOD_COLORS = {
  get: 'blue',
  post: 'green',
  put: 'amber',
  patch: 'amber',
  delete: 'red',
} as const;

const anchorOf = (method: string, path: string) =>
  `${method}-${path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** Inlines `#/components/schemas/X` references so a reader sees the shape, not a pointer. */
const inlineRefs = (
  schema: unknown,
  components: Record<string, unknown>,
  seen: string[] = [],
): unknown => {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, components, seen));
  if (schema === null || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    // A schema that refers to itself stays a reference instead of recursing forever.
    if (seen.includes(name) || !(name in components)) return schema;
    return inlineRefs(components[name], components, [...seen, name]);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, inlineRefs(value, components, seen)]),
  );
};

const SchemaBlock = ({
  schema,
  components,
}: {
  schema: unknown;
  components: Record<string, unknown>;
}) => (
  // Focusable so keyboard users can scroll a long schema.
  <pre className="api-schema" tabIndex={0}>
    <code>{JSON.stringify(inlineRefs(schema, components), null, 2)}</code>
  </pre>
);

/**
 * The API reference, rendered on our server from the live OpenAPI document: no CDN, no script, so
 * it works under the strict Content-Security-Policy and stays in step with the code.
 */
export const apiDocsPage = (context: PageContext, document: OpenApiDocument): PageRender => {
  const { t } = context;
  const components = document.components?.schemas ?? {};
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation, tag: operation.tags?.[0] ?? 'Other' }] : [];
    }),
  );
  const tags = [...new Set(operations.map((entry) => entry.tag))].sort();
  return {
    title: t('docs.title'),
    body: (
      <PublicLayout context={context}>
        <Container size="4" px="4" py="6">
          <Flex direction="column" gap="3" mb="6">
            <Heading as="h1" size="8">
              {t('docs.heading')}
            </Heading>
            <Text color="gray">
              {t('docs.lead')} {document.info.title} {document.info.version}
            </Text>
            <Link href="/api/openapi.json">{t('docs.download')}</Link>
          </Flex>
          <nav aria-label={t('docs.contents')}>
            <Flex gap="2" wrap="wrap" mb="6">
              {tags.map((tag) => (
                <Badge key={tag} asChild size="2" variant="soft">
                  <a href={`#tag-${tag}`}>{tag}</a>
                </Badge>
              ))}
            </Flex>
          </nav>
          {tags.map((tag) => (
            <Box key={tag} mb="7">
              <Heading as="h2" size="6" mb="3" id={`tag-${tag}`}>
                {tag}
              </Heading>
              <Flex direction="column" gap="4">
                {operations
                  .filter((entry) => entry.tag === tag)
                  .map(({ path, method, operation }) => (
                    <Card
                      key={`${method} ${path}`}
                      id={anchorOf(method, path)}
                      className="api-operation"
                    >
                      <Flex direction="column" gap="3">
                        <Flex gap="3" align="center" wrap="wrap">
                          <Badge className="api-method" color={METHOD_COLORS[method]} size="2">
                            {method}
                          </Badge>
                          <Heading as="h3" size="3">
                            <Code variant="ghost">{path}</Code>
                          </Heading>
                        </Flex>
                        {operation.summary ? <Text>{operation.summary}</Text> : null}
                        {operation.parameters?.length ? (
                          <Box>
                            <Heading as="h4" size="2" mb="2">
                              {t('docs.parameters')}
                            </Heading>
                            <div className="data-table-frame">
                              <table className="data-table-grid">
                                <thead>
                                  <tr>
                                    <th scope="col">{t('docs.name')}</th>
                                    <th scope="col">{t('docs.location')}</th>
                                    <th scope="col">{t('docs.required')}</th>
                                  </tr>
                                </thead>
                                <tbody>
                                  {operation.parameters.map((parameter) => (
                                    <tr key={`${parameter.in}-${parameter.name}`}>
                                      <td>
                                        <Code>{parameter.name}</Code>
                                      </td>
                                      <td>{parameter.in}</td>
                                      <td>{parameter.required ? t('docs.yes') : t('docs.no')}</td>
                                    </tr>
                                  ))}
                                </tbody>
                              </table>
                            </div>
                          </Box>
                        ) : null}
                        {Object.entries(operation.requestBody?.content ?? {}).map(
                          ([type, media]) => (
                            <Box key={type}>
                              <Heading as="h4" size="2" mb="2">
                                {t('docs.requestBody')} <Code>{type}</Code>
                              </Heading>
                              <SchemaBlock schema={media.schema} components={components} />
                            </Box>
                          ),
                        )}
                        <Box>
                          <Heading as="h4" size="2" mb="2">
                            {t('docs.responses')}
                          </Heading>
                          <Flex direction="column" gap="2">
                            {Object.entries(operation.responses ?? {}).map(([status, response]) => (
                              <details key={status}>
                                <summary>
                                  <Code>{status}</Code> {response.description}
                                </summary>
                                {Object.values(response.content ?? {}).map((media, index) => (
                                  <SchemaBlock
                                    key={index}
                                    schema={media.schema}
                                    components={components}
                                  />
                                ))}
                              </details>
                            ))}
                          </Flex>
                        </Box>
                      </Flex>
                    </Card>
                  ))}
              </Flex>
            </Box>
          ))}
        </Container>
      </PublicLayout>
    ),
  };
};
