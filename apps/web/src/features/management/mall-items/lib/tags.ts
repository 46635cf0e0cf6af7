import { characterCount, mallItemAdminLimits } from '@edu/shared';

export const tagLimits = { count: mallItemAdminLimits.tagsMax, length: 30 } as const;

export const tagMessages = {
  tooMany: `태그는 ${tagLimits.count}개까지 입력할 수 있습니다.`,
  tooLong: `태그는 ${tagLimits.length}자 이내로 입력해 주세요.`,
} as const;

export type TagsAdded = { tags: string[]; problem: string | null };

/**
 * The tags once what was typed is added: split at commas, trimmed, blanks and tags already there
 * dropped; a tag over 30 characters or past the 20th is not added, and the problem says why.
 */
export function tagsWithAdded(tags: readonly string[], typed: string): TagsAdded {
  const next = [...tags];
  let problem: string | null = null;
  for (const tag of typed.split(',').map((part) => part.trim())) {
    if (!tag || next.includes(tag)) continue;
    if (characterCount(tag) > tagLimits.length) {
      problem ??= tagMessages.tooLong;
      continue;
    }
    if (next.length >= tagLimits.count) {
      problem ??= tagMessages.tooMany;
      break;
    }
    next.push(tag);
  }
  return { tags: next, problem };
}
