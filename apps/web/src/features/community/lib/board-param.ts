import { data, type LoaderFunctionArgs } from 'react-router';

/** A route loader that lets only the four boards (1 to 4) through; any other value is the not-found page. */
export function boardParam({ params }: LoaderFunctionArgs) {
  if (!/^[1-4]$/.test(params.boardId ?? '')) throw data(null, { status: 404 });
  return null;
}
