import { orderMessages } from '@edu/shared';
import { useRef } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { useGoToLogin } from '@/features/accounts';
import { useDeleteCartItems } from '../api/delete-cart-items';
import { cartEditFailure } from '../lib/cart-edit-failure';

/** Deletes cart rows after asking; "삭제되었습니다." once done, the list and the badge refreshed (spec §7). */
export function useDeleteCartRows() {
  const dialog = useDialog();
  const goToLogin = useGoToLogin();
  const deletion = useDeleteCartItems();
  const inFlight = useRef(false);

  /** Answers true when the rows were deleted. */
  const remove = async (cartIds: readonly number[], question: string): Promise<boolean> => {
    if (inFlight.current || !(await dialog.confirm(question))) return false;
    inFlight.current = true;
    try {
      await deletion.mutateAsync(cartIds);
    } catch (error) {
      const failure = cartEditFailure(error, 'page');
      await dialog.alert(failure.message);
      if (failure.next === 'login') goToLogin();
      return false;
    } finally {
      inFlight.current = false;
    }
    await dialog.alert(orderMessages.deleted);
    return true;
  };

  return { remove };
}
