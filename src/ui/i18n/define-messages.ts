/** The shape of a catalogue: the same keys, strings as values. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/**
 * One module's strings in both languages, side by side. French is the source; the English table
 * must have exactly the same keys, so a string missing in one language fails the type check.
 */
export const defineMessages = <const T>(messages: { fr: T; en: Catalogue<T> }) => messages;
