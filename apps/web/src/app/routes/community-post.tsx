import { useParams } from 'react-router';
import { PostView } from '@/features/community/components/post-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /community/:boardId/:postId (both checked by the route's loaders). */
export function CommunityPostPage() {
  const params = useParams();
  useDocumentTitle('커뮤니티');
  return <PostView key={params.postId} boardId={Number(params.boardId)} postId={Number(params.postId)} />;
}
