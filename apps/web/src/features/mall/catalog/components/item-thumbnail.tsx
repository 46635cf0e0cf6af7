import { mediaUrl } from '@edu/shared';
import { useState } from 'react';

type ItemThumbnailProps = {
  src: string | null;
  /** The text alternative; empty when the title is printed beside the picture (cards). */
  alt: string;
  className?: string;
  /** The first pictures a visitor sees: fetched at once, first (the page's largest paint). */
  eager?: boolean;
};

/** An item's picture, or the site's logo on a calm background when it has none or it cannot load. */
export function ItemThumbnail({ src, alt, className = '', eager = false }: ItemThumbnailProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-slate-100 ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 32 32" className="size-1/4 max-h-16 max-w-16 min-w-8">
          <rect width="32" height="32" rx="7" fill="#1d4ed8" />
          <path d="M9 8h4v6.5h6V8h4v16h-4v-6h-6v6H9z" fill="#fff" />
        </svg>
        <span className="text-xs font-bold tracking-tight text-brand-700 sm:text-sm">하나바이블</span>
      </div>
    );
  }
  return (
    <img
      src={mediaUrl(src)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
