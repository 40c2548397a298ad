/** What one template says, before it is laid out as text and HTML. */
export type Copy = {
  subject: string;
  paragraphs: string[];
  /** The button (and the plain link under it in the text version). */
  action: string;
  /** Paragraphs after the link: what to do if it does not work, or if the email was unexpected. */
  after: string[];
  /** Instead of "Hello {name}," (messages to a team rather than to one person). */
  greeting?: string;
};

/** A typed message, one paragraph per line, blank lines dropped (each is escaped when laid out). */
export const messageParagraphs = (message: string) =>
  message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
