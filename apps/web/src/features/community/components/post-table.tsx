import { communityMessages, type PostListItem } from '@edu/shared';
import { formatDate } from '@/lib/format-date';
import { PostTitle } from './post-title';

type PostTableProps = { caption: string; posts: PostListItem[]; showBoard: boolean };

const headClass = 'px-3 py-3 font-semibold text-slate-700';

/** Boards 1–3 (and searches over every board): 번호, 제목, 작성자, 작성일, 조회; pinned rows show "공지". */
export function PostTable({ caption, posts, showBoard }: PostTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-t-2 border-slate-800 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 bg-slate-50">
          <tr>
            <th scope="col" className={`${headClass} w-16 text-center`}>
              번호
            </th>
            <th scope="col" className={`${headClass} text-left`}>
              제목
            </th>
            <th scope="col" className={`${headClass} w-28 text-center`}>
              작성자
            </th>
            <th scope="col" className={`${headClass} w-28 text-center`}>
              작성일
            </th>
            <th scope="col" className={`${headClass} w-16 text-center`}>
              조회
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-3 py-16 text-center text-slate-600">
                {communityMessages.emptyList}
              </td>
            </tr>
          ) : (
            posts.map((post) => (
              <tr
                key={post.postId}
                className={`border-b border-slate-200 ${post.seq === null ? 'bg-brand-50/60' : ''}`}
              >
                <td className="px-3 py-3 text-center text-slate-600">
                  {post.seq === null ? (
                    <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                      공지
                    </span>
                  ) : (
                    post.seq
                  )}
                </td>
                <td className="max-w-0 px-3 py-3">
                  <PostTitle post={post} showBoard={showBoard} />
                </td>
                <td className="truncate px-3 py-3 text-center text-slate-700">{post.postAuthor}</td>
                <td className="px-3 py-3 text-center text-slate-600">{formatDate(post.createdDateTime)}</td>
                <td className="px-3 py-3 text-center text-slate-600">{post.postHit}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
