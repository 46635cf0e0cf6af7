import type { PostDetail } from '@edu/shared';
import { communityMessages, groupDigits } from '@edu/shared';
import { Link, useLocation } from 'react-router';
import { loginPath, useAccount } from '@/features/accounts';
import { formatBytes } from '@/lib/format-bytes';

/** The download address of an attachment: checked by the server on every request, never a public file. */
export const attachmentUrl = (attachmentId: number) => `/new_api/post/attachment/${attachmentId}`;

/**
 * A post's files under its text, each with its size and how often it was downloaded. Where the board
 * keeps its files for members, a visitor sees the list with a way to log in instead of links.
 */
export function AttachmentList({ post }: { post: PostDetail['post'] }) {
  const { account } = useAccount();
  const location = useLocation();
  if (post.attachments.length === 0) return null;
  const locked = post.attachmentAccess === 'members' && !account;
  const here = `${location.pathname}${location.search}`;
  return (
    <section aria-label="첨부파일" className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <h2 className="text-sm font-semibold text-slate-800">첨부파일 {post.attachments.length}</h2>
      {locked && (
        <p className="mt-1 text-sm text-slate-600">
          {communityMessages.attachmentLoginRequired}{' '}
          <Link to={loginPath(here)} className="font-semibold text-brand-700 underline">
            로그인
          </Link>
        </p>
      )}
      <ul className="mt-2 space-y-1.5">
        {post.attachments.map((file) => (
          <li key={file.attachmentId} className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {locked ? (
              <span className="break-all text-slate-800">{file.fileName}</span>
            ) : (
              <a
                href={attachmentUrl(file.attachmentId)}
                download={file.fileName}
                className="break-all font-medium text-brand-700 hover:underline"
              >
                {file.fileName}
              </a>
            )}
            <span className="text-slate-500">
              {formatBytes(file.bytes)} · 다운로드 {groupDigits(file.downloadCount)}회
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
