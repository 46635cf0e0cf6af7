import { type CartEditRequest, orderMessages } from '@edu/shared';
import { useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { useAccount } from '@/features/accounts/api/get-account';
import { useCartChange } from './use-cart-change';

/**
 * "장바구니 담기" of the item page: a problem with the choice is said first (spec §5), a visitor is sent
 * to log in, and an item the cart took is announced before the cart opens (spec §8).
 */
export function useAddToCart() {
  const dialog = useDialog();
  const navigate = useNavigate();
  const { account, isPending: checkingAccount } = useAccount();
  const change = useCartChange('page');

  /** `prepared` is the request to send, or the reason the choice cannot go to the cart yet. */
  const add = async (prepared: CartEditRequest | string) => {
    if (typeof prepared === 'string') {
      await dialog.alert(prepared);
      return;
    }
    // While the session check is still out, the server's 401 answers instead.
    if (!checkingAccount && !account) {
      await dialog.alert(orderMessages.loginRequired);
      navigate('/login');
      return;
    }
    if (await change.send(prepared)) {
      await dialog.alert(orderMessages.addedToCart);
      navigate('/mypage/cart');
    }
  };

  return { add, isPending: change.isPending };
}
