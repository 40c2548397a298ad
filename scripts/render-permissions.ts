import { format, resolveConfig } from 'prettier';
import { MANAGED_ROLES } from '#domain/access/members.ts';
import {
  ACTIONS,
  scopeOf,
  SHARED_PAGE_AREAS,
  type Action,
  type Scope,
} from '#domain/access/policy.ts';
import { ROLES } from '#domain/access/roles.ts';

export const PERMISSIONS_DOC = new URL('../docs/permissions.md', import.meta.url);

const LEGEND: Record<Scope, string> = {
  all: 'every dealership',
  assigned: 'the dealerships assigned to this Best Pairing manager',
  concession: "the account's own dealership",
  self: "the account's own records only",
};

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const header = (cells: readonly string[]) => [row(cells), row(cells.map(() => '---'))].join('\n');

/** Actions grouped by what they act on (`users.list` -> users), in the table's order. */
const groups = () => {
  const byGroup = new Map<string, Action[]>();
  for (const action of ACTIONS) {
    const group = action.split('.')[0] ?? action;
    byGroup.set(group, [...(byGroup.get(group) ?? []), action]);
  }
  return byGroup;
};

/**
 * docs/permissions.md from the policy table (src/domain/access/policy.ts) and the member rules
 * (src/domain/access/members.ts): the document can only say what the server enforces.
 */
export const renderPermissionsDoc = async (): Promise<string> => {
  const lines = [
    '# Permissions',
    '',
    'Generated from the policy table (`src/domain/access/policy.ts`) and the member rules ' +
      '(`src/domain/access/members.ts`) by `npm run docs:permissions`; do not edit it by hand. ' +
      '`npm run docs:permissions -- --check` fails when it is out of date.',
    '',
    'Every API route names one action (`x-action` in the OpenAPI document). A request is refused ' +
      'with 401 when signed out and 403 when the role has no scope for the action; a record ' +
      'outside the scope answers 404, as if it did not exist, so ids of another dealership never ' +
      'leak. `tests/integration/policy.int.test.ts` checks all three on every route.',
    '',
    '## Legend',
    '',
    header(['scope', 'reaches']),
    ...(Object.keys(LEGEND) as Scope[]).map((scope) => row([`\`${scope}\``, LEGEND[scope]])),
    row(['—', 'not allowed (403)']),
    '',
    'Every scope includes the account itself (a manager without a dealership still reads their ' +
      'own account).',
    '',
    '## Role × action × scope',
  ];
  for (const [group, actions] of groups()) {
    lines.push('', `### ${group}`, '', header(['action', ...ROLES]));
    for (const action of actions) {
      lines.push(row([`\`${action}\``, ...ROLES.map((role) => scopeOf(role, action) ?? '—')]));
    }
  }
  lines.push(
    '',
    '## Whom each role manages',
    '',
    'Creating, editing and deleting members (`users.create`, `users.update`, `users.picture.write`, ' +
      '`users.delete`) also depends on the role of the member: a manager never manages a rank ' +
      'above their own. Everyone may edit their own account where the table allows it.',
    '',
    header(['role', 'creates and manages']),
    ...ROLES.map((role) => {
      const managed: readonly string[] = MANAGED_ROLES[role];
      return row([role, managed.length > 0 ? managed.join(', ') : '—']);
    }),
    '',
    '## Page groups opened by another role',
    '',
    'Each role opens its own page group (`/admin`, `/owner`...); these roles open another one too ' +
      '(docs/decisions/065). What each page shows still follows the table above.',
    '',
    header(['page group of', 'also opened by']),
    ...ROLES.flatMap((role) => {
      const guests = SHARED_PAGE_AREAS[role] ?? [];
      return guests.length > 0 ? [row([role, guests.join(', ')])] : [];
    }),
    '',
  );
  const options = (await resolveConfig(PERMISSIONS_DOC)) ?? {};
  return format(lines.join('\n'), { ...options, parser: 'markdown' });
};
