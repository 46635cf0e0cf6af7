import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import {
  addLine,
  type LineDraft,
  type LinesResult,
  removeLine,
  type SelectedLine,
  setLineQuantity,
} from '../lib/selected-lines';

/**
 * Option lines being chosen (the item page's, or a cart row's in the option popup, from `initial`); a
 * refused line (already chosen) is said in the site's dialog.
 */
export function useSelectedLines(initial: SelectedLine[] = []) {
  const dialog = useDialog();
  const [lines, setLines] = useState<SelectedLine[]>(initial);

  const apply = (result: LinesResult): boolean => {
    if (result.refused) {
      void dialog.alert(result.refused);
      return false;
    }
    setLines(result.lines);
    return true;
  };

  return {
    lines,
    /** Answers false when the line was refused. */
    add: (draft: LineDraft) => apply(addLine(lines, draft)),
    /** Sets a line's count (kept within 1 and its stock). */
    change: (key: string, quantity: number) => setLines((current) => setLineQuantity(current, key, quantity)),
    remove: (key: string) => setLines((current) => removeLine(current, key)),
  };
}
