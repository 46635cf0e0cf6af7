import type { Conference } from '@edu/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { ArrowRightIcon } from '@/components/ui/icons';
import { ConferenceCard } from './conference-card';

/** Spec §9: the ongoing carousel moves on every 4 seconds. */
export const carouselAutoplayMs = 4000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The ongoing conferences as a carousel (spec §2 Conference list): one card at a time, two from 768 px wide,
 * moving on by itself every 4 seconds (not for visitors who ask for reduced motion), with previous/next,
 * pause and a dot per position.
 */
export function ConferenceCarousel({ conferences }: { conferences: Conference[] }) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({ delay: carouselAutoplayMs, stopOnInteraction: false, playOnInit: !prefersReducedMotion() }),
  ]);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSnaps(emblaApi.scrollSnapList());
      setSelected(emblaApi.selectedScrollSnap());
    };
    // The state from the event itself: during 'autoplay:stop' isPlaying() still answers true (the plugin
    // emits before it stops), and the button said 멈춤 on a stopped carousel.
    const played = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    sync();
    setPlaying(emblaApi.plugins().autoplay?.isPlaying() ?? false);
    const slideEvents = ['select', 'reInit'] as const;
    for (const event of slideEvents) emblaApi.on(event, sync);
    emblaApi.on('autoplay:play', played);
    emblaApi.on('autoplay:stop', stopped);
    return () => {
      for (const event of slideEvents) emblaApi.off(event, sync);
      emblaApi.off('autoplay:play', played);
      emblaApi.off('autoplay:stop', stopped);
    };
  }, [emblaApi]);

  const togglePlay = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [emblaApi]);

  const controlClass =
    'flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700 disabled:opacity-40';

  return (
    <section aria-roledescription="carousel" aria-label="진행 중인 컨퍼런스 목록" className="relative">
      {/* The rotation control comes first (WAI-ARIA carousel pattern): stopped before the slides are read. */}
      {snaps.length > 1 && (
        <div className="mb-3 flex justify-end">
          <button
            type="button"
            onClick={togglePlay}
            className="rounded-full border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
          >
            {playing ? '자동 넘김 멈춤' : '자동 넘김 시작'}
          </button>
        </div>
      )}
      {/* While it turns by itself the slides are not read out at each turn; stopped, a turn is announced. */}
      <div ref={emblaRef} aria-live={playing ? 'off' : 'polite'} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {conferences.map((conference, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group.
            <div
              key={conference.idx}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${conferences.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2"
            >
              <ConferenceCard conference={conference} />
            </div>
          ))}
        </div>
      </div>
      {snaps.length > 1 && (
        // Wraps: a season with many open conferences has a dot each, wider than a phone in one row.
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            aria-label="이전 컨퍼런스"
            onClick={() => emblaApi?.scrollPrev()}
            className={controlClass}
          >
            <ArrowRightIcon className="size-4 rotate-180" />
          </button>
          <div className="flex min-w-0 flex-wrap items-center justify-center">
            {snaps.map((snap, index) => (
              // A 24-pixel target around a small dot (WCAG 2.2 target size): easy to tap on a phone.
              <button
                key={snap}
                type="button"
                aria-label={`${index + 1}번째 보기`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => emblaApi?.scrollTo(index)}
                className="group flex h-6 min-w-6 items-center justify-center px-1"
              >
                <span
                  aria-hidden="true"
                  className={`h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="다음 컨퍼런스"
            onClick={() => emblaApi?.scrollNext()}
            className={controlClass}
          >
            <ArrowRightIcon className="size-4" />
          </button>
        </div>
      )}
    </section>
  );
}
