import { Card } from '#ui/components/primitives.tsx';
import type { DateRangeError, DateRangeKey } from '#domain/statistics/date-ranges.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { DateRangeFilter } from '#ui/components/date-range-filter.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { Presence, type StaffFrame } from './home.page.tsx';
import { RequestAccess, Requested } from './performances-access.tsx';
import {
  Numbers,
  type PerformanceNumbersView,
} from '#ui/components/statistics/performances-numbers.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';

export type PerformanceView = {
  sellerId: string;
  access: 'notGranted' | 'requested' | 'granted';
  /** What the filter asked for, echoed back. */
  filter: { range: DateRangeKey; from?: string; to?: string };
  rangeError?: DateRangeError;
  /** The numbers, once access is granted and the range is valid. */
  numbers?: PerformanceNumbersView;
  flash?: Flash;
};

/**
 * "My statistics" (/seller/performances): the period filter, the three numbers of docs/spec/decisions.md
 * section 9 and their chart, once a manager granted access; before that, the request or the wait
 * (docs/spec/product-spec.md section 4).
 */
export const performancesPage = (
  context: PageContext,
  frame: StaffFrame,
  view: PerformanceView,
): PageRender => {
  const { t } = context;
  return {
    title: t('statistics.page.title'),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" gap="6">
          <PageIntro
            heading={t('statistics.page.title')}
            lead={t('statistics.page.intro')}
            leadSize="3"
          />
          {view.access === 'notGranted' ? <RequestAccess context={context} /> : null}
          {view.access === 'requested' ? <Requested t={t} /> : null}
          {view.access === 'granted' ? (
            <>
              <Card size="3">
                <DateRangeFilter
                  t={t}
                  id="period"
                  action="/seller/performances"
                  value={view.filter}
                  error={view.rangeError}
                />
              </Card>
              {view.numbers ? <Numbers context={context} numbers={view.numbers} /> : null}
            </>
          ) : null}
          <Presence context={context} sellerId={view.sellerId} />
        </PageColumn>
      </AppLayout>
    ),
  };
};
