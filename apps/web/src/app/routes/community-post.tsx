import { useParams } from 'react-router';
import { PostView } from '@/features/community/components/post-view';

/** /community/:boardId/:postId (both checked by the route's loaders). */
export function CommunityPostPage() {
  const params = useParams();
  return <PostView key={params.postId} boardId={Number(params.boardId)} postId={Number(params.postId)} />;
}
