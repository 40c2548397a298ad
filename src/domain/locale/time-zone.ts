/**
 * Calendar days in a time zone, computed with Intl only (no time-zone library, no clock): the
 * caller passes the instant. A "civil date" is a day on the wall calendar, without a time.
 */

/** The dealerships are in eastern Canada: days start at midnight Toronto time unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

export type CivilDate = { year: number; month: number; day: number };

/**
 * One calendar for several dealerships (a bpm's performance, decision 106): the zone most of them
 * keep; on a tie the default if it is among the tied, else the first by name; none: the default.
 */
export const dominantTimeZone = (zones: readonly string[]): string => {
  const counts = new Map<string, number>();
  for (const zone of zones) counts.set(zone, (counts.get(zone) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  const tied = [...counts].filter(([, count]) => count === most).map(([zone]) => zone);
  if (tied.length === 0 || tied.includes(DEFAULT_TIME_ZONE)) return DEFAULT_TIME_ZONE;
  return [...tied].sort()[0] ?? DEFAULT_TIME_ZONE;
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// One formatter per zone, kept here by the zone alone (dateTimeFormat's cache would build a key of
// every option on each call): the statistics read the calendar day of every client they count.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  const known = formatters.get(timeZone);
  if (known) return known;
  const created = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  formatters.set(timeZone, created);
  return created;
};

type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** What a wall clock in the zone reads at an instant, expressed as if it were a UTC time. */
const wallClockMs = (instantMs: number, timeZone: string): number => {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatterFor(timeZone).formatToParts(instantMs)) {
    if (type in clock) clock[type as keyof WallClock] = Number(value);
  }
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
};

const toCivilDate = (utcMs: number): CivilDate => {
  const date = new Date(utcMs);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

const civilMs = (date: CivilDate) => Date.UTC(date.year, date.month - 1, date.day);

/** The calendar day an instant falls on in a zone. */
export const civilDateOf = (instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CivilDate =>
  toCivilDate(wallClockMs(instant.getTime(), timeZone));

/**
 * The first instant of a calendar day in a zone. Days are 23 or 25 hours long across a daylight
 * saving change, so this is never "midnight UTC plus a fixed offset". Where a change skips
 * midnight itself (America/Havana, Asia/Beirut), the day starts at the end of the gap; where
 * midnight happens twice, at the first one.
 */
export const startOfDay = (date: CivilDate, timeZone: string = DEFAULT_TIME_ZONE): Date => {
  const midnight = civilMs(date);
  // The offsets a day before and a day after bracket any change on that day.
  const candidates = [midnight - DAY_MS, midnight + DAY_MS].map(
    (probe) => midnight - (wallClockMs(probe, timeZone) - probe),
  );
  const exact = candidates.filter((candidate) => wallClockMs(candidate, timeZone) === midnight);
  if (exact.length > 0) return new Date(Math.min(...exact));
  // Midnight is skipped: the day begins at the change, between the two candidates. Offsets and
  // changes fall on whole minutes, so a search by minutes lands on it exactly.
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  while (after - before > MINUTE_MS) {
    const middle = before + Math.max(1, Math.floor((after - before) / MINUTE_MS / 2)) * MINUTE_MS;
    if (wallClockMs(middle, timeZone) >= midnight) after = middle;
    else before = middle;
  }
  return new Date(after);
};

export const addDays = (date: CivilDate, days: number): CivilDate =>
  toCivilDate(Date.UTC(date.year, date.month - 1, date.day + days));

/** Moves by whole months, keeping the day but clamping it to the target month (May 31 - 3 = Feb 28). */
export const addMonths = (date: CivilDate, months: number): CivilDate => {
  const first = toCivilDate(Date.UTC(date.year, date.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.year, first.month, 0)).getUTCDate();
  return { ...first, day: Math.min(date.day, lastDay) };
};

/** Days since the Monday of the same week: weeks start on Monday (0) and end on Sunday (6). */
export const daysSinceMonday = (date: CivilDate): number =>
  (new Date(civilMs(date)).getUTCDay() + 6) % 7;

export const compareCivilDates = (a: CivilDate, b: CivilDate): number => civilMs(a) - civilMs(b);

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `YYYY-MM-DD`, the date format of every screen (docs/spec/decisions.md section 1). */
export const formatCivilDate = (date: CivilDate): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/** Reads `YYYY-MM-DD`; a day that does not exist (2025-02-30) is refused, not rolled over. */
export const parseCivilDate = (text: string): CivilDate | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const normalised = toCivilDate(civilMs(date));
  return formatCivilDate(normalised) === formatCivilDate(date) ? date : undefined;
};
