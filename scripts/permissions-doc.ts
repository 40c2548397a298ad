import { readFile, writeFile } from 'node:fs/promises';
import { PERMISSIONS_DOC, renderPermissionsDoc } from './render-permissions.ts';

/**
 * Writes docs/permissions.md from the policy table. With --check it writes nothing and fails when
 * the committed document differs from the table (CI).
 */
const rendered = await renderPermissionsDoc();

if (process.argv.includes('--check')) {
  const current = await readFile(PERMISSIONS_DOC, 'utf8').catch(() => '');
  if (current !== rendered) {
    console.error(
      'docs/permissions.md is out of date with the policy table: run `npm run docs:permissions`.',
    );
    process.exit(1);
  }
  console.log('docs/permissions.md matches the policy table.');
} else {
  await writeFile(PERMISSIONS_DOC, rendered);
  console.log('Wrote docs/permissions.md');
}
