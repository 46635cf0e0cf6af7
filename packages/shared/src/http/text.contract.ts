import { z } from 'zod';

/** A text's length as PostgreSQL counts a varchar's: characters (code points), so an emoji is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

/**
 * Text stored in a `varchar(max)` column: refused with a clear message when it has more characters
 * than the column holds, counted as the database counts them (so a 50-character name of emoji fits a
 * varchar(50), though JavaScript's length says 100).
 */
export const textOfAtMost = (max: number) =>
  z
    .string()
    .refine((text) => characterCount(text) <= max, { message: `${max}자 이내로 입력해주세요.` })
    .meta({ maxLength: max });
