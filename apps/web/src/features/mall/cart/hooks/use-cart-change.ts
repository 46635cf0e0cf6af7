import type { CartEditRequest, CartEditResult } from '@edu/shared';
import { useRef } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { useGoToLogin } from '@/features/accounts';
import { useEditCart } from '../api/edit-cart';
import { type CartEditPlace, cartEditFailure } from '../lib/cart-edit-failure';

/**
 * Sends a cart change and, when it is refused, says why in the site's dialog and does what the spec asks
 * (§8): stay to fix the choice, reload a page gone out of date (032), or go to /login (401), which
 * brings the member back to this page.
 */
export function useCartChange(place: CartEditPlace) {
  const dialog = useDialog();
  const goToLogin = useGoToLogin();
  const edit = useEditCart();
  // A second press while the first change is on its way is ignored (the button keeps its focus meanwhile).
  const inFlight = useRef(false);

  /**
   * Answers what the cart did (the cart queries are then refreshed), or null when it refused; `beforeLogin`
   * runs before a trip to /login (to keep what was chosen).
   */
  const send = async (request: CartEditRequest, beforeLogin?: () => void): Promise<CartEditResult | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      return await edit.mutateAsync(request);
    } catch (error) {
      const failure = cartEditFailure(error, place);
      await dialog.alert(failure.message);
      if (failure.next === 'reload') window.location.reload();
      else if (failure.next === 'login') {
        beforeLogin?.();
        goToLogin();
      }
      return null;
    } finally {
      inFlight.current = false;
    }
  };

  return { send, isPending: edit.isPending };
}
