import { communityMessages, type PostListItem } from '@edu/shared';
import { Link } from 'react-router';
import { imageUrl } from '@/features/conferences';
import { LockIcon } from './lock-icon';
import { usePostLink } from './post-title';

/** Board 4: cards with the 7:10 thumbnail, the title and the "고정" marker of pinned posts. */
export function WebzineGrid({ posts }: { posts: PostListItem[] }) {
  const link = usePostLink();
  if (posts.length === 0) {
    return (
      <p className="border-y border-slate-200 px-3 py-16 text-center text-slate-600">
        {communityMessages.emptyList}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {posts.map((post) => {
        const target = link(post);
        return (
          <li key={post.postId}>
            <Link to={target.to} state={target.state} className="group block">
              <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
                {post.postThumbnail ? (
                  <img
                    src={imageUrl(post.postThumbnail)}
                    alt=""
                    width={700}
                    height={1000}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[7/10] w-full object-cover transition group-hover:scale-105"
                  />
                ) : (
                  <div className="flex aspect-[7/10] w-full items-center justify-center text-sm text-slate-500">
                    이미지 없음
                  </div>
                )}
                {post.isPin && (
                  <span className="absolute top-2 left-2 rounded bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                    고정
                  </span>
                )}
              </div>
              <p className="mt-2 flex items-center gap-1 font-medium text-slate-900 group-hover:text-brand-700">
                {post.isSecret && <LockIcon />}
                <span className="line-clamp-2">
                  {post.canRead ? post.postTitle : communityMessages.secretTitle}
                </span>
              </p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
