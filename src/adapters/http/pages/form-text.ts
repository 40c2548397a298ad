import type { Context, Next } from 'hono';
import { refusedFormPage } from '#ui/pages/errors/error.page.tsx';
import type { AppEnv } from '#adapters/http/env.ts';
import { issueMessage } from '#adapters/http/validation/issue-message.ts';
import { storableRecord } from '#adapters/http/validation/text.ts';
import type { PageRenderer } from './render.ts';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const PageForm = storableRecord();

/**
 * Every form a page posts goes through the API's text schema first (docs/decisions/028): a field,
 * or a file name, holding NUL or a broken character is refused with a 400 page saying so, in the
 * user's language, before any handler reads it, so nothing of it reaches the database. The rules
 * of each field (required, length, options) stay with the handler and its use case.
 */
export const refuseUnstorableForms =
  (pages: PageRenderer) => async (c: Context<AppEnv>, next: Next) => {
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'POST' || !FORM_TYPES.some((form) => type.startsWith(form))) {
      return next();
    }
    const body = await c.req.parseBody({ all: true });
    const fields = Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        (Array.isArray(value) ? value : [value]).map((item) =>
          item instanceof File ? item.name : item,
        ),
      ]),
    );
    const checked = PageForm.safeParse(fields);
    if (checked.success) return next();
    const [issue] = checked.error.issues;
    const message = issue ? issueMessage(c.get('t'), issue, fields) : c.get('t')('api.validation');
    return pages.render(c, refusedFormPage(pages.pageContext(c), message), 400);
  };
