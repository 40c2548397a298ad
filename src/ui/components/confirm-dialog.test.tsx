import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const { t } = testContext('en');

const html = renderToString(
  <ConfirmDialog
    t={t}
    csrfToken="token-123"
    triggerLabel="Delete member"
    title="Delete Marie Tremblay?"
    description="Their access will be removed."
    confirmLabel="Delete"
    action="/admin/members/2/delete"
    fields={{ memberId: '2' }}
    tone="danger"
  />,
);

describe('ConfirmDialog', () => {
  it('renders, without JavaScript, a disclosure whose button turns into "Cancel"', () => {
    expect(html).toContain('<details class="confirm-disclosure">');
    expect(html).toMatch(/<summary[^>]*>.*Delete member.*Cancel.*<\/summary>/);
    expect(html).toContain('Delete Marie Tremblay?');
    expect(html).toContain('Their access will be removed.');
  });

  it('posts the real form with the anti-forgery token and the hidden fields', () => {
    expect(elements(html, 'form')).toEqual([{ method: 'post', action: '/admin/members/2/delete' }]);
    const hidden = elements(html, 'input').filter((input) => input.type === 'hidden');
    expect(hidden).toEqual([
      { type: 'hidden', name: 'memberId', value: '2' },
      { type: 'hidden', name: 'csrfToken', value: 'token-123' },
    ]);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Delete<\/button>/);
  });

  it('is an island, so the browser can turn it into a modal AlertDialog', () => {
    const [marker] = elements(html, 'div').filter((div) => 'data-island' in div);
    expect(marker?.['data-island']).toBe('confirm-dialog');
    expect(marker?.['data-props']).toContain('&quot;cancelLabel&quot;:&quot;Cancel&quot;');
  });
});
