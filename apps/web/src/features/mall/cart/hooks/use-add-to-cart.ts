import { type CartEditRequest, type CartEditResult, cartEditMessages, orderMessages } from '@edu/shared';
import { useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { useAccount, useGoToLogin } from '@/features/accounts';
import { type SavedChoice, saveChoice } from '../../catalog/lib/saved-choice';
import { orderPath } from '../lib/cart-selection';
import { useCartChange } from './use-cart-change';

/** The two ways on after "장바구니 담기". */
export const afterAddLabels = { confirm: '장바구니 보기', cancel: '계속 쇼핑' } as const;

/**
 * "장바구니 담기" and "바로구매" of the item page. A problem with the choice is said first (spec §5); a
 * visitor is sent to log in and brought back to the item with the choice kept; what the cart did is
 * said with the choice of the cart or more shopping; "바로구매" sets the item's row to the choice and opens
 * the order form for that row alone.
 */
export function useAddToCart(itemId: number) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const { account, isPending: checkingAccount } = useAccount();
  const change = useCartChange('page');

  /** `prepared` is the request to send, or the reason the choice cannot go to the cart yet. */
  const put = async (
    prepared: CartEditRequest | string,
    choice: SavedChoice,
  ): Promise<CartEditResult | null> => {
    if (typeof prepared === 'string') {
      await dialog.alert(prepared);
      return null;
    }
    const keep = () => saveChoice(itemId, choice);
    // While the session check is still out, the server's 401 answers instead.
    if (!checkingAccount && !account) {
      await dialog.alert(orderMessages.loginRequired);
      keep();
      goToLogin();
      return null;
    }
    return change.send(prepared, keep);
  };

  const add = async (prepared: CartEditRequest | string, choice: SavedChoice) => {
    const result = await put(prepared, choice);
    if (result && (await dialog.confirm(cartEditMessages[result.outcome], afterAddLabels)))
      navigate('/mypage/cart');
  };

  // 바로구매 orders what is chosen on the page, no more: the item's cart row is set to the choice (EDIT)
  // rather than added to (ADD), which ordered 2 when the cart already held 1.
  const buyNow = async (prepared: CartEditRequest | string, choice: SavedChoice) => {
    const result = await put(
      typeof prepared === 'string' ? prepared : { ...prepared, command: 'EDIT' },
      choice,
    );
    if (result?.cartId) navigate(orderPath([result.cartId]));
  };

  return { add, buyNow, isPending: change.isPending };
}
