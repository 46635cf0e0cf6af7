import type { EscrowStatus } from '@edu/shared';
import type { Db } from '../../platform/db/database';
import type { OutgoingMessage } from '../messaging';
import type { PayMethod, VirtualAccount } from './payment-gateway.port';

/** What a domain learns about the payment of something it sells (identified by its own idx). */
export type PaymentEvent = {
  referenceIdx: number;
  paymentId: number;
  oid: string;
  amount: number;
};

/**
 * How the owner of a purchase (registrations, later mall orders) reacts to its payment. Every call runs
 * inside the payment's own transaction, so the payment and the purchase change together or not at all.
 * `paid` and `awaitingDeposit` throw to refuse (the approval is then cancelled) and answer the
 * messages to send once the transaction commits.
 */
export type PaymentOutcomeHandler = {
  /** Money arrived: a card or bank transfer approved, or a deposit into the virtual account. */
  paid(tx: Db, event: PaymentEvent & { tid: string; method: PayMethod }): Promise<OutgoingMessage[]>;
  /** A virtual account was issued; the purchase waits for the deposit until its deadline. */
  awaitingDeposit(
    tx: Db,
    event: PaymentEvent & { tid: string; virtualAccount: VirtualAccount },
  ): Promise<OutgoingMessage[]>;
  /** Declined, rejected, cancelled or expired before any money stayed with us. */
  failed(tx: Db, event: PaymentEvent & { reason: string }): Promise<void>;
  /**
   * Nobody knows whether the payer was charged (an approval we could neither record nor undo): the
   * purchase keeps what it holds (seats, stock) until a person settles it as paid or failed.
   */
  inReview?(tx: Db, event: PaymentEvent): Promise<void>;
  /**
   * 구매안전서비스: the provider's escrow status notice changed where an escrow payment stands (the
   * buyer confirmed or refused, it confirmed itself, …). Called once per change the provider could make
   * from where the escrow stood, in its transaction. Answers why a person must look at the payment
   * when the purchase cannot follow the notice (the 확인 필요 desk shows it), or nothing.
   */
  escrow?(
    tx: Db,
    event: PaymentEvent & { status: EscrowStatus; refusalReason: string },
  ): Promise<{ attention: string } | undefined>;
};

/** Thrown by a handler that cannot accept a payment (e.g. the seats are gone): the approval is undone. */
export class PaymentRefused extends Error {
  override readonly name = 'PaymentRefused';

  /** `resultCode` names the reason for the result page when it words that case itself. */
  constructor(
    message: string,
    readonly resultCode = 'CANCELLED',
  ) {
    super(message);
  }
}

/** The handlers by purpose ('conference', ...), registered by the owning modules at start-up. */
export function createOutcomeRegistry() {
  const handlers = new Map<string, PaymentOutcomeHandler>();
  return {
    register(purpose: string, handler: PaymentOutcomeHandler) {
      handlers.set(purpose, handler);
    },
    of(purpose: string): PaymentOutcomeHandler {
      const handler = handlers.get(purpose);
      if (!handler) throw new Error(`no payment outcome handler for ${purpose}`);
      return handler;
    },
  };
}
export type OutcomeRegistry = ReturnType<typeof createOutcomeRegistry>;

/**
 * A refund whose outcome was unknown is now known — made or not — by the provider's inquiry or by a
 * person. Whoever asked it (the module that owns its refund key) finishes or hands back what it asked
 * the refund for.
 */
export type RefundSettledHandler = (
  event: PaymentEvent & { refundKey: string; made: boolean },
) => Promise<void>;

/**
 * The handlers of settled refunds, by the prefix of the refund keys their module asks under
 * ('cancel:12', 'mall-refund:7'): the module that asked a refund is told, not the purchase's owner.
 */
export function createRefundSettlements() {
  const handlers = new Map<string, RefundSettledHandler>();
  return {
    register(keyPrefix: string, handler: RefundSettledHandler) {
      handlers.set(keyPrefix, handler);
    },
    of(refundKey: string): RefundSettledHandler | undefined {
      return handlers.get(refundKey.slice(0, refundKey.indexOf(':')));
    },
  };
}
export type RefundSettlements = ReturnType<typeof createRefundSettlements>;
