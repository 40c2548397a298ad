import { readFileSync } from 'node:fs';
import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';

/*
 * Every example of the committed OpenAPI document (the one `npm run openapi -- --check` keeps equal
 * to the routes) is accepted by the schema it illustrates, references followed: a partner copying
 * one gets a request the contract allows.
 */
type Node = Record<string, unknown>;
const document = JSON.parse(
  readFileSync(new URL('../../../../openapi/openapi.json', import.meta.url), 'utf8'),
) as Node & { components: { schemas: Record<string, Node> } };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema with its `$ref`s replaced by the components they name (the document has no cycle). */
const inlined = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(inlined);
  if (!isNode(value)) return value;
  const { $ref, ...rest } = value;
  const target =
    typeof $ref === 'string' ? document.components.schemas[$ref.split('/').pop() ?? ''] : {};
  const own = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, inlined(item)]));
  return $ref ? { allOf: [inlined(target), own] } : own;
};

/** Every schema of the document that carries an example, by where it is. */
const examplesOf = (value: unknown, at: string): { at: string; schema: Node }[] => {
  if (Array.isArray(value))
    return value.flatMap((item, index) => examplesOf(item, `${at}/${index}`));
  if (!isNode(value)) return [];
  const own = 'example' in value && ('type' in value || '$ref' in value || 'allOf' in value);
  return [
    ...(own ? [{ at, schema: value }] : []),
    ...Object.entries(value).flatMap(([key, item]) =>
      key === 'example' ? [] : examplesOf(item, `${at}/${key}`),
    ),
  ];
};

const examples = examplesOf(document, '#');

describe('the examples of the OpenAPI document', () => {
  it('are many, among them the kiosk answers and the end of a relationship', () => {
    const places = examples.map((example) => example.at);
    expect(places).toContain('#/components/schemas/KioskAnswers');
    expect(places).toContain('#/components/schemas/ClientQuestionnaireAnswers');
    expect(places).toContain('#/components/schemas/EndOfRelationship');
    expect(examples.length).toBeGreaterThan(20);
  });

  it.each(examples.map((example) => [example.at, example.schema] as const))(
    '%s: its example fits its schema',
    (_at, { example, ...schema }) => {
      const check = z.fromJSONSchema(inlined(schema) as Parameters<typeof z.fromJSONSchema>[0]);
      const result = check.safeParse(example);
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it('refuses what the schema does not allow (the check is not vacuous)', () => {
    const schema = { ...document.components.schemas.KioskAnswers, example: undefined };
    const check = z.fromJSONSchema(inlined(schema) as Parameters<typeof z.fromJSONSchema>[0]);
    expect(check.safeParse({ drivingStyle: 'reckless' }).success).toBe(false);
    expect(check.safeParse({ unknownQuestion: true }).success).toBe(false);
  });
});
