import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * What axe can judge of a page, without its data (decision 057): every element's tag and the
 * attributes the accessibility rules read (role, aria-*, class, style, type, state), whether its
 * human-readable attributes and its own text are empty, whether each id reference resolves, and
 * whether an id repeats. Runs of identical siblings (a table's rows, a list's items) count once,
 * and ids and texts count only as present or missing, so a page with other rows or another
 * client's data has the same state when nothing an accessibility rule reads differs.
 */
const describeDocument = () => {
  const TEXTS = ['alt', 'title', 'aria-label', 'placeholder', 'value', 'aria-valuetext'];
  const REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'headers'];
  const PRESENCE = ['href', 'src', 'id', 'name', 'action'];
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  const repeatedId = new Set(ids).size !== ids.length;
  const attribute = (element: Element, name: string, value: string) => {
    if (TEXTS.includes(name)) return `${name}=${value.trim() === '' ? '' : 'T'}`;
    if (PRESENCE.includes(name)) return name;
    if (REFERENCES.includes(name)) {
      const resolved = value.split(/\s+/).every((id) => id === '' || document.getElementById(id));
      return `${name}=${resolved ? 'ok' : 'missing'}`;
    }
    if (name.startsWith('data-')) return '';
    return `${name}=${value}`;
  };
  const describe = (element: Element): string => {
    const attributes = [...element.attributes]
      .map(({ name, value }) => attribute(element, name, value))
      .filter(Boolean)
      .sort();
    if (element instanceof HTMLInputElement) attributes.push(`:${element.checked}`);
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    const children: string[] = [];
    for (const child of element.children) {
      const description = describe(child);
      if (children.at(-1) !== description) children.push(description);
    }
    return `<${element.tagName} ${attributes.join(' ')}${ownText ? ' T' : ''}>${children.join('')}`;
  };
  return `${repeatedId}|${document.title.trim() === ''}|${describe(document.documentElement)}`;
};

/** A short digest of the page's accessibility-relevant state. */
export const pageState = async (page: Page) =>
  createHash('sha256')
    .update(await page.evaluate(describeDocument))
    .digest('base64url');
