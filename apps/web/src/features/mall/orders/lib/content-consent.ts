import { contentWithdrawalMessages, type OrderForm } from '@edu/shared';
import type { OrderFormProblem } from './order-form-checks';

/**
 * Whether the order holds a content to pay for, so it needs the tick that its withdrawal ends with the
 * download (a free content has nothing to withdraw; the server's rule).
 */
export const needsContentConsent = (form: Pick<OrderForm, 'contentInfo'>): boolean =>
  form.contentInfo.contents.some((content) => !content.isFree);

/** The form's first problem with the tick in its place: after the buyer's fields, before the payment method. */
export type OrderCheck = OrderFormProblem | { field: 'contentWithdrawal'; message: string };

/**
 * The order form's first problem once the content tick is counted (the server's order): a problem of
 * the buyer or the recipient first, then the missing tick, then the payment method.
 */
export function withContentConsent(
  problem: OrderFormProblem | null,
  consent: { needed: boolean; agreed: boolean },
): OrderCheck | null {
  if (problem && problem.field !== 'payMethod') return problem;
  if (consent.needed && !consent.agreed)
    return { field: 'contentWithdrawal', message: contentWithdrawalMessages.consentRequired };
  return problem;
}
