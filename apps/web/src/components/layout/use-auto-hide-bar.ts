import { useCallback, useEffect, useState } from 'react';

/** The bar turns opaque once the page has scrolled past this many pixels. */
const opaqueAfterPx = 50;
/** Scroll movements smaller than this are jitter (touch pads, rubber banding) and change nothing. */
const thresholdPx = 5;
/** Never hide while the bar still covers the top of the page. */
const barHeightPx = 64;

/**
 * State of the auto-hiding top bar: hidden while the reader scrolls down, shown again on scroll up
 * or when `show` is called (hover, keyboard focus), opaque after 50 px.
 */
export function useAutoHideBar(): { hidden: boolean; opaque: boolean; show: () => void } {
  const [hidden, setHidden] = useState(false);
  const [opaque, setOpaque] = useState(false);

  useEffect(() => {
    let lastY = Math.max(0, window.scrollY);
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      setOpaque(y > opaqueAfterPx);
      if (Math.abs(y - lastY) < thresholdPx) return;
      setHidden(y > lastY && y > barHeightPx);
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const show = useCallback(() => setHidden(false), []);
  return { hidden, opaque, show };
}
