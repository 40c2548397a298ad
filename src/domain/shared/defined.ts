/**
 * The object without its undefined entries. For the few objects whose keys are read rather than
 * their values (Object.keys/Object.entries, or spread over defaults, where an undefined value would
 * hide the default): elsewhere an undefined optional property is simply written as is.
 */
export const withoutUndefined = <T extends object>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
