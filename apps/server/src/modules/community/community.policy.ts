import { adminOnlyBoards, allBoardIds, type BoardId, limits } from '@edu/shared';

/** Who is asking: a logged-in member, or null for a visitor. */
export type Reader = { memberIdx: number; level: number } | null;

export const isBoardId = (value: unknown): value is BoardId => allBoardIds.includes(value as BoardId);

const isAdmin = (reader: Reader) => reader !== null && reader.level >= limits.adminLevel;

/** Staff (level 5 and up) and administrators read every secret post. */
export const readsAllSecrets = (reader: Reader) => reader !== null && reader.level >= limits.staffLevel;

/** A secret post is for its author, staff and administrators; any other post for everyone. */
export const canReadPost = (reader: Reader, post: { isSecret: boolean; memberIdx: number }) =>
  !post.isSecret || readsAllSecrets(reader) || reader?.memberIdx === post.memberIdx;

/** Notices and the webzine are written by administrators, the free board and Q&A by members (level 2 and up). */
export const canWriteOn = (reader: Reader, boardId: BoardId) =>
  reader !== null &&
  reader.level >= (adminOnlyBoards.includes(boardId) ? limits.adminLevel : limits.memberLevel);

/** Only administrators pin posts. */
export const canPin = isAdmin;

/** The author or an administrator edits and deletes a post or a comment. */
export const canChange = (reader: Reader, authorIdx: number) =>
  isAdmin(reader) || (reader !== null && reader.memberIdx === authorIdx);

/** Comments need a member above level 1. */
export const canComment = (reader: Reader) => reader !== null && reader.level > limits.restrictedLevel;
