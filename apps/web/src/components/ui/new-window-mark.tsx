import { ExternalIcon } from './icons';

/**
 * Inside a link that opens a new window (KWCAG 3.2.1, 예측 가능성): a small arrow for the eye and
 * "(새 창)" for a screen reader, so nobody is surprised by a window they did not expect.
 */
export function NewWindowMark() {
  return (
    <>
      <ExternalIcon className="ml-1 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only"> (새 창)</span>
    </>
  );
}
