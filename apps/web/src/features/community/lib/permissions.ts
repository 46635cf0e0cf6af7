import { adminOnlyBoards, allBoardIds, type BoardId, limits } from '@edu/shared';

/**
 * What the page offers to whom (spec §2, §6). Only cosmetic: the server refuses on its own.
 * Level 10 writes everywhere and pins; members (level above 1) write on boards 2 and 3 and comment.
 */
export function canWriteOn(level: number | null | undefined, boardId: number): boolean {
  if (!level || level <= limits.restrictedLevel) return false;
  if ((adminOnlyBoards as readonly number[]).includes(boardId)) return level >= limits.adminLevel;
  return true;
}

export function canPin(level: number | null | undefined): boolean {
  return (level ?? 0) >= limits.adminLevel;
}

export function canComment(level: number | null | undefined): boolean {
  return (level ?? 0) > limits.restrictedLevel;
}

/** The boards the write page offers to this level (the Hana Bible library too, for administrators). */
export function writableBoards(level: number | null | undefined): BoardId[] {
  return allBoardIds.filter((boardId) => canWriteOn(level, boardId));
}
