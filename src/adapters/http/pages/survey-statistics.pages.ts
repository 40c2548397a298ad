import { Hono, type Context } from 'hono';
import { scopeOf } from '#domain/access/policy.ts';
import { formatCivilDate } from '#domain/locale/time-zone.ts';
import { DATE_RANGE_PRESETS, type DateRangeSelection } from '#domain/statistics/date-ranges.ts';
import { SCORE_BANDS, type ScoreBand, type SurveySummary } from '#domain/surveys/statistics.ts';
import { SCORED_QUESTIONS, type ScoredQuestion } from '#domain/surveys/survey.ts';
import type { SurveyFilterValues } from '#ui/pages/shared/surveys-statistics.tsx';
import { surveyStatisticsPage } from '#ui/pages/shared/surveys-statistics.page.tsx';
import type { SurveyRouteDeps } from '#adapters/http/api/surveys/surveys.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import { rangeOf } from './statistics.pages.ts';
import type { PageRenderer } from './render.ts';

export type SurveyStatisticsPageDeps = Pick<SurveyRouteDeps, 'surveyStatistics'> & {
  pages: PageRenderer;
};

type Ctx = Context<AppEnv>;

/** The survey statistics of each manager's area (docs/decisions/073). */
const AREAS = ['/pr-admin', '/bpm', '/admin', '/owner'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pick = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const uuid = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);

/** A CSV cell: quoted when it holds a separator, a quote or a line end; never a formula. */
const cell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const makeSurveyStatisticsPages = (deps: SurveyStatisticsPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;

  const handle = async (c: Ctx, base: string) => {
    const viewer = c.get('viewer');
    const scope = viewer ? scopeOf(viewer.role, 'surveys.read') : null;
    if (!viewer || !scope) return c.notFound();
    const t = c.get('t');
    const q = c.req.query();
    // A custom range is checked here (a date that is not one, an end before the start): the page
    // says so next to the date and shows the default period meanwhile.
    const { parsed, filter: rangeValues } = rangeOf(c);
    const range: DateRangeSelection = parsed.ok ? parsed.value : { key: 'last30Days' };
    const range2 = pick(DATE_RANGE_PRESETS, q.range2);
    const advisor = uuid(q.advisor);
    const advisor2 = uuid(q.advisor2);
    const question: ScoredQuestion | undefined = pick(SCORED_QUESTIONS, q.question);
    const band: ScoreBand | undefined = pick(SCORE_BANDS, q.band);
    const concession = scope === 'concession' ? undefined : uuid(q.concession);
    const ask = async (r: DateRangeSelection, a: string | undefined) => {
      const result = await deps.surveyStatistics({
        actor: viewer,
        scope,
        withSurveys: false,
        range: r,
        concessionId: concession,
        sellerId: a,
        question,
        band,
      });
      return result.ok ? result.value : null;
    };
    const main = await ask(range, advisor);
    // A dealership out of reach is answered as one that does not exist.
    if (!main) return c.notFound();
    if (q.format === 'csv') {
      const header = ['advisor', 'surveys', ...SCORED_QUESTIONS].map(cell).join(',');
      const line = (label: string, count: number, s: SurveySummary['questions']) =>
        [label, count, ...SCORED_QUESTIONS.map((k) => s[k].average ?? '')].map(cell).join(',');
      const lines = [
        header,
        line(t('surveys.stats.anyAdvisor'), main.summary.count, main.summary.questions),
        ...main.summary.advisors.map((a) => line(a.name, a.count, a.questions)),
      ];
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="surveys.csv"');
      return c.body(`${lines.join('\r\n')}\r\n`);
    }
    const advisors = main.advisors;
    const nameOf = (id: string | undefined) =>
      id ? (advisors.find((a) => a.id === id)?.name ?? id) : t('surveys.stats.anyAdvisor');
    const rangeName = (r: DateRangeSelection) =>
      r.key === 'custom'
        ? `${formatCivilDate(r.from)} – ${formatCivilDate(r.to)}`
        : t(`components.dateRange.presets.${r.key}`);
    const second: DateRangeSelection = range2 ? { key: range2 } : range;
    const comparison =
      range2 || advisor2
        ? [
            { key: 'a', label: `${rangeName(range)} · ${nameOf(advisor)}`, summary: main.summary },
            {
              key: 'b',
              label: `${rangeName(second)} · ${nameOf(advisor2 ?? advisor)}`,
              summary: (await ask(second, advisor2 ?? advisor))?.summary ?? main.summary,
            },
          ]
        : undefined;
    const values: SurveyFilterValues = {
      range: rangeValues.range,
      from: rangeValues.from ?? '',
      to: rangeValues.to ?? '',
      range2: range2 ?? '',
      advisor: advisor ?? '',
      advisor2: advisor2 ?? '',
      question: question ?? '',
      band: band ?? '',
      concession: concession ?? '',
    };
    const csv = new URLSearchParams({
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
      format: 'csv',
    });
    return render(
      c,
      surveyStatisticsPage(pageContext(c), layoutFrame(viewer, c.req.path, t), {
        action: base,
        values,
        options: { advisors, concessions: main.concessions },
        rangeError: parsed.ok ? undefined : parsed.error,
        summary: main.summary,
        comparison,
        csvHref: `${base}?${csv.toString()}`,
      }),
      parsed.ok ? 200 : 422,
    );
  };

  for (const area of AREAS) router.get(`${area}/surveys`, (c) => handle(c, `${area}/surveys`));
  return router;
};
