import type { CartEditRequest } from '@edu/shared';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { useEditCart } from '../api/edit-cart';
import { type CartEditPlace, cartEditFailure } from '../lib/cart-edit-failure';

/**
 * Sends a cart change and, when it is refused, says why in the site's dialog and does what the spec asks
 * (§8): stay to fix the choice, reload a page gone out of date (032), or go to /login (401).
 */
export function useCartChange(place: CartEditPlace) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const edit = useEditCart();
  // A second press while the first change is on its way is ignored (the button keeps its focus meanwhile).
  const inFlight = useRef(false);

  /** Answers true when the cart took the change (the cart queries are then refreshed). */
  const send = async (request: CartEditRequest): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      await edit.mutateAsync(request);
      return true;
    } catch (error) {
      const failure = cartEditFailure(error, place);
      await dialog.alert(failure.message);
      if (failure.next === 'reload') window.location.reload();
      else if (failure.next === 'login') navigate('/login');
      return false;
    } finally {
      inFlight.current = false;
    }
  };

  return { send, isPending: edit.isPending };
}
