import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '#domain/access/policy.ts';
import { PERMISSIONS_DOC, renderPermissionsDoc } from './render-permissions.ts';

describe('docs/permissions.md', () => {
  it('is the policy table as it is now (run `npm run docs:permissions` after changing it)', async () => {
    expect(await readFile(PERMISSIONS_DOC, 'utf8')).toBe(await renderPermissionsDoc());
  });

  it('lists every action of the table', async () => {
    const rendered = await renderPermissionsDoc();
    for (const action of ACTIONS) expect(rendered).toContain(`\`${action}\``);
  });
});
