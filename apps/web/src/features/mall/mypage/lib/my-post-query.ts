import { type BoardId, boardIds, boardTitles } from '@edu/shared';

/** My posts' state as it sits in the address (?boardId=&page=): 0 = every board. */
export type MyPostQuery = { page: number; boardId: 0 | BoardId };

/** The filter's choices: 전체, then the four boards by their names. */
export const myPostBoardFilters: { boardId: 0 | BoardId; label: string }[] = [
  { boardId: 0, label: '전체' },
  ...boardIds.map((boardId) => ({ boardId, label: boardTitles[boardId] })),
];

/** Reads page and board; anything else than a page number or one of the four boards falls back to the default. */
export function readMyPostQuery(search: URLSearchParams): MyPostQuery {
  const pageText = search.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const boardText = search.get('boardId') ?? '';
  const boardId = boardIds.find((id) => String(id) === boardText) ?? 0;
  return { page, boardId };
}

/** The address query of a state; every board and page 1 are left out. */
export function myPostSearch({ page, boardId }: MyPostQuery): string {
  const search = new URLSearchParams();
  if (boardId !== 0) search.set('boardId', String(boardId));
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
