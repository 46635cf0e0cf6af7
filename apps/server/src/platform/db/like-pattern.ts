/** What a user typed, with LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern matching `text` anywhere. */
export const containsPattern = (text: string) => `%${literal(text)}%`;

/** A LIKE/ILIKE pattern matching values that begin with `text` (or are it). */
export const prefixPattern = (text: string) => `${literal(text)}%`;
