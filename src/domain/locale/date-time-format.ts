// Building an Intl.DateTimeFormat costs far more than using one (the advisor's home built two per
// client row): one is kept per locale and options. Time zones and option sets are few, so is this.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The same as `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  const known = formats.get(key);
  if (known) return known;
  const created = new Intl.DateTimeFormat(locale, options);
  formats.set(key, created);
  return created;
};
