/**
 * Fills the `{{name}}` placeholders (rosetta's syntax) that a translated message kept for a value
 * known later: a time in the browser's island, a number while a job runs. A placeholder without a
 * value stays as it is.
 */
export const fillMessage = (template: string, values: Record<string, string>) =>
  template.replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
