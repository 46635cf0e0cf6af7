import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyPageLink } from '../lib/my-page-menu';

/** A link of my page; one that opens a new window says so to screen readers. */
export function MyPageLinkItem({
  link,
  className,
  children,
}: {
  link: MyPageLink;
  className: string;
  children: ReactNode;
}) {
  if (link.newTab) {
    return (
      <a href={link.to} target="_blank" rel="noopener" className={className}>
        {children}
        <span className="sr-only"> (새 창)</span>
      </a>
    );
  }
  return (
    <Link to={link.to} className={className}>
      {children}
    </Link>
  );
}
