import { data, type LoaderFunctionArgs } from 'react-router';

/** A route loader that lets only these boards through; any other `:boardId` is the not-found page. */
function boardParamOf(allowed: readonly number[]) {
  return ({ params }: LoaderFunctionArgs) => {
    const text = params.boardId ?? '';
    if (!/^[0-9]$/.test(text) || !allowed.includes(Number(text))) throw data(null, { status: 404 });
    return null;
  };
}

/** /community/:boardId: the community's four boards. */
export const boardParam = boardParamOf([1, 2, 3, 4]);

/** /hana-bible/board/:boardId/:postId: the Hana Bible library only. */
export const hanaBibleBoardParam = boardParamOf([5]);
