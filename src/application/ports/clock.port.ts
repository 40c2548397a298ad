/** Time comes from a port so use cases and tests agree on "now". */
export type Clock = { now: () => Date };
