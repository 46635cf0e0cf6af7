import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A frame that scrolls what is wider (or taller) than it, such as a table on a phone. While it does
 * scroll, it takes the focus and is a named region, so a keyboard can scroll it with the arrow keys
 * (WCAG 2.1.1, axe's scrollable-region-focusable); while everything fits it is no extra Tab stop.
 */
export function ScrollFrame({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const check = () =>
      setScrolls(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={frame}
      className={`${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
