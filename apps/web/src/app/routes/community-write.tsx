import { useParams } from 'react-router';
import { PostWrite } from '@/features/community/components/post-write';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /community/write and /community/write/:postId (login required; the edit form only for the author or level 10). */
export function CommunityWritePage() {
  const { postId } = useParams();
  const editing = postId !== undefined;
  useDocumentTitle(editing ? '게시글 수정' : '글쓰기');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 lg:py-12">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
        {editing ? '게시글 수정' : '글쓰기'}
      </h1>
      <PostWrite key={postId ?? 'new'} postId={editing ? Number(postId) : undefined} />
    </div>
  );
}
