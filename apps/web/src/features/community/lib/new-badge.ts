import { communityLimits } from '@edu/shared';

/** Spec §5: a post is "new" (the N badge) within 24 hours of being written. */
export function isNewPost(createdDateTime: string, now: Date = new Date()): boolean {
  const created = new Date(createdDateTime).getTime();
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= -60_000 && age < communityLimits.newBadgeHours * 3_600_000;
}
