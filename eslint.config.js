import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'openapi/',
      '**/*.cjs',
      'src/adapters/persistence/db.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
      // Hono's `c.var` copies every variable of the request into a new object at each read; `c.get`
      // reads one (docs/decisions/109).
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: "Read a request variable with c.get('name'), not c.var.",
        },
      ],
      // Radix's components walk every prop definition at each render (decisions 112 and 126).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@radix-ui/themes',
              importNames: [
                'Flex',
                'Box',
                'Text',
                'Heading',
                'Card',
                'Badge',
                'Button',
                'Link',
                'Container',
              ],
              message:
                "Import Flex, Box, Text, Heading, Card, Badge, Button, Link and Container from '#ui/components/primitives.tsx'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The primitives wrap Radix's, and their test compares the two.
    files: ['src/ui/components/primitives.tsx', 'src/ui/components/primitives.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Migrations are frozen in time: they see the database as it was, untyped (Kysely<any>).
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Scripts talk to a terminal.
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
