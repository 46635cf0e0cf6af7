/** Room left between a revealed field and the bar that would cover it. */
const gap = 16;

/**
 * Brings a field the form's error bar points at into view and focuses it: centred in the window, then
 * moved so that the sticky bar at the bottom does not cover it (nor the fixed top bar, when the window
 * is short). Focus comes last and does not scroll again, so the browser cannot put it back under a bar.
 */
export function revealField(field: HTMLElement, bottomBar: HTMLElement | null): void {
  field.scrollIntoView({ block: 'center', inline: 'nearest' });
  const box = field.getBoundingClientRect();
  const barTop = bottomBar?.getBoundingClientRect().top ?? window.innerHeight;
  const covered = box.bottom + gap - barTop;
  if (covered > 0) window.scrollBy({ top: Math.min(covered, Math.max(0, box.top - topBarBottom() - gap)) });
  field.focus({ preventScroll: true });
}

/** Where the site's fixed top bar ends (0 when it is hidden or absent). */
function topBarBottom(): number {
  const bar = document.querySelector('header');
  if (!bar || getComputedStyle(bar).position !== 'fixed') return 0;
  return Math.max(0, bar.getBoundingClientRect().bottom);
}
