import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is taller than half the window (spec §9: the description folds there). It is measured
 * again whenever the element or the window changes size, so images that load later still fold it.
 */
export function useIsTall(ref: RefObject<HTMLElement | null>): boolean {
  const [tall, setTall] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTall(element.offsetHeight > window.innerHeight / 2);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return tall;
}
