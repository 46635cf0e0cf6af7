import { useEffect, useState } from 'react';
import { forgetChoice, readChoice, type SavedChoice } from '../lib/saved-choice';

/** The choice kept for this item across a trip to /login: read as the page opens, then forgotten. */
export function useSavedChoice(itemId: number): SavedChoice | null {
  const [choice] = useState(() => readChoice(itemId));
  useEffect(() => {
    forgetChoice(itemId);
  }, [itemId]);
  return choice;
}
