import { Flex, Text } from '#ui/components/primitives.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { Icon } from './icons.tsx';

/** The page numbers to offer: the first, the last and the current one with its neighbours. */
export const pageWindow = (page: number, pageCount: number): (number | 'gap')[] => {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || number - previous === 1) return [number];
    // A single hidden page is shown rather than replaced by an ellipsis of the same width.
    return number - previous === 2 ? [previous + 1, number] : ['gap' as const, number];
  });
};

/** The current URL with another page number, every other query parameter (filters) kept. */
export const pageHref = (path: string, page: number): string => {
  const url = new URL(path, 'http://local');
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
};

export type PaginationProps = {
  t: Translate;
  /** The current request's path and query (`PageContext.path`). */
  path: string;
  page: number;
  pageCount: number;
  /** Names the navigation when a page has more than one paged list. */
  label?: string;
};

const Step = ({
  path,
  target,
  pageCount,
  label,
  direction,
}: {
  path: string;
  target: number;
  pageCount: number;
  label: string;
  direction: 'prev' | 'next';
}) => {
  const content =
    direction === 'prev' ? (
      <>
        <Icon name="chevronLeft" size={16} />
        {label}
      </>
    ) : (
      <>
        {label}
        <Icon name="chevronRight" size={16} />
      </>
    );
  // At either end the step stays in place, greyed, so the row does not jump.
  return target < 1 || target > pageCount ? (
    <span className="page-link page-step" aria-disabled="true">
      {content}
    </span>
  ) : (
    <a className="page-link page-step" href={pageHref(path, target)} rel={direction}>
      {content}
    </a>
  );
};

/** Plain links (`?page=N`): pages work without JavaScript and every page has its own address. */
export const Pagination = ({ t, path, page, pageCount, label }: PaginationProps) =>
  pageCount <= 1 ? null : (
    <nav aria-label={label ?? t('components.pagination.label')} className="pagination">
      <Flex asChild align="center" gap="1" wrap="wrap">
        <ul>
          <li>
            <Step
              path={path}
              target={page - 1}
              pageCount={pageCount}
              label={t('components.pagination.previous')}
              direction="prev"
            />
          </li>
          {pageWindow(page, pageCount).map((entry, index) => (
            <li key={entry === 'gap' ? `gap-${index}` : entry}>
              {entry === 'gap' ? (
                <Text color="gray" className="page-gap" aria-hidden="true">
                  …
                </Text>
              ) : (
                <a
                  className="page-link"
                  href={pageHref(path, entry)}
                  aria-label={t('components.pagination.page', { page: entry })}
                  aria-current={entry === page ? 'page' : undefined}
                >
                  {entry}
                </a>
              )}
            </li>
          ))}
          <li>
            <Step
              path={path}
              target={page + 1}
              pageCount={pageCount}
              label={t('components.pagination.next')}
              direction="next"
            />
          </li>
        </ul>
      </Flex>
    </nav>
  );
