import type { BoardId } from '@edu/shared';
import { boardTitles } from '@edu/shared';
import { useParams } from 'react-router';
import { BoardList } from '@/features/community/components/board-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /community/:boardId (1 to 4; the route's loader sends any other value to the not-found page). */
export function CommunityListPage() {
  const boardId = Number(useParams().boardId) as BoardId;
  useDocumentTitle(`${boardTitles[boardId]} - 커뮤니티`);
  return <BoardList boardId={boardId} />;
}
