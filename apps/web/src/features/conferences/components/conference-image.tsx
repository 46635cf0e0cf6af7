import { useState } from 'react';
import { imageUrl } from '../lib/image-url';

type ConferenceImageProps = {
  src: string | null;
  /** The text printed on the stand-in shown when there is no image or it cannot load (the title). */
  label: string;
  /** The text alternative; empty for a decorative image (a card whose title is printed beside it). */
  alt: string;
  className?: string;
  /** The page's first picture, on the first screen: loaded at once and first, not when it comes near. */
  eager?: boolean;
};

/** A conference thumbnail or banner; a calm stand-in with the title when there is none or it cannot load. */
export function ConferenceImage({ src, label, alt, className = '', eager = false }: ConferenceImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-center ${className}`}
      >
        <span aria-hidden="true" className="line-clamp-2 text-sm font-bold text-white sm:text-lg">
          {label}
        </span>
      </div>
    );
  }
  return (
    <img
      src={imageUrl(src)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
