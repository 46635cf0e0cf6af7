import { communityMessages, type PostListItem } from '@edu/shared';
import { stackedTable } from '@/components/ui/stacked-table';
import { formatDate } from '@/lib/format-date';
import { PostTitle } from './post-title';

type PostTableProps = { caption: string; posts: PostListItem[]; showBoard: boolean };

const headClass = 'px-3 py-3 font-semibold text-slate-700';

/** Boards 1–3 (and searches over every board): 번호, 제목, 작성자, 작성일, 조회; pinned rows show "공지". */
export function PostTable({ caption, posts, showBoard }: PostTableProps) {
  return (
    <div className={stackedTable.wrapper}>
      <table className={`border-slate-800 text-sm md:min-w-[36rem] md:border-t-2 ${stackedTable.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`border-b border-slate-300 bg-slate-50 ${stackedTable.head}`}>
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
        <tbody className={stackedTable.body}>
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
                className={`border-b border-slate-200 ${post.seq === null ? 'bg-brand-50/60' : ''} ${stackedTable.row}`}
              >
                <td data-label="번호" className={`px-3 py-3 text-center text-slate-600 ${stackedTable.cell}`}>
                  {post.seq === null ? (
                    <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                      공지
                    </span>
                  ) : (
                    post.seq
                  )}
                </td>
                {/* On a phone the title takes the card's whole width, without a label. */}
                <td className="px-3 py-3 max-md:block max-md:px-0 max-md:py-1 md:max-w-0">
                  <PostTitle post={post} showBoard={showBoard} />
                </td>
                <td
                  data-label="작성자"
                  className={`truncate px-3 py-3 text-center text-slate-700 ${stackedTable.cell}`}
                >
                  {post.postAuthor}
                </td>
                <td
                  data-label="작성일"
                  className={`px-3 py-3 text-center text-slate-600 ${stackedTable.cell}`}
                >
                  {formatDate(post.createdDateTime)}
                </td>
                <td data-label="조회" className={`px-3 py-3 text-center text-slate-600 ${stackedTable.cell}`}>
                  {post.postHit}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
