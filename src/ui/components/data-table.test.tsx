import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { FormField } from './form-field.tsx';

const { t } = testContext('en');
type Row = { id: string; name: string; sales: number };
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
  { key: 'sales', header: 'Sales', cell: (row) => row.sales, align: 'right' },
];
const rows: Row[] = [
  { id: '1', name: 'Sophie Roy', sales: 12 },
  { id: '2', name: 'Mathieu Côté', sales: 7 },
];
const empty = { title: 'No advisors', text: 'Add one first.' };
/** The advisors table of these tests, with `props` changed or added. */
const table = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  renderToString(
    <DataTable
      t={t}
      caption="Advisors"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={empty}
      {...props}
    />,
  );

describe('DataTable', () => {
  it('renders a captioned table with row headers and right-aligned numbers', () => {
    const html = table();
    expect(html).toMatch(/<caption[^>]*>Advisors<\/caption>/);
    expect(html).toContain('<th scope="col">Name</th>');
    expect(html).toContain('<th scope="row">Sophie Roy</th>');
    expect(html).toContain('<td class="cell-right">12</td>');
    // No Radix ScrollArea: its inline <style> would break the strict CSP.
    expect(html).not.toContain('<style');
  });

  it('stacks on a phone when asked: each value labelled by its header, the roles kept', () => {
    expect(table()).not.toContain('data-label');
    const html = table({ stackOnPhone: true });
    expect(html).toContain('data-table-frame data-table-stacked');
    expect(html).toContain('<table class="data-table-grid" role="table" aria-label="Advisors">');
    expect(html).toContain(
      '<th scope="row" role="rowheader" data-label="Name"><div class="data-table-value">Sophie Roy</div></th>',
    );
    expect(html).toContain(
      '<td class="cell-right" role="cell" data-label="Sales"><div class="data-table-value">12</div></td>',
    );
    expect(html).toContain('<th scope="col" role="columnheader">Name</th>');
  });

  it('shows the empty state instead of an empty table', () => {
    const html = table({ rows: [] });
    expect(html).not.toContain('<table');
    expect(html).toContain('No advisors');
    expect(html).toContain('Add one first.');
  });

  it('shows skeleton rows and a status while loading', () => {
    const html = table({ rows: [], loading: true });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('rt-Skeleton');
    expect(html).toMatch(/role="status"[^>]*>Loading…/);
    expect(html).not.toContain('No advisors');
  });

  it('puts the filters in a GET form and the pages in links that keep them', () => {
    const html = table({
      filters: {
        action: '/admin/members',
        resetHref: '/admin/members',
        fields: <FormField name="q" label="Name" />,
      },
      pagination: { path: '/admin/members?q=ro', page: 1, pageCount: 2, pageSize: 2, total: 3 },
    });
    expect(elements(html, 'form')).toEqual([
      { method: 'get', action: '/admin/members', role: 'search', 'aria-label': 'Filters' },
    ]);
    expect(html).toContain('1 to 2 of 3');
    expect(elements(html, 'a').map((link) => link.href)).toContain(
      '/admin/members?q=ro&amp;page=2',
    );
  });
});
