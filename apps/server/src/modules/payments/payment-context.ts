import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { Messaging } from '../messaging';
import type { PaymentGateway } from './payment-gateway.port';
import type { OutcomeRegistry, PaymentEvent, RefundSettlements } from './payment-outcomes';
import type { payments } from './payments.tables';

/** What every payment step works with: the database, the provider, the purchases' outcomes, messages, the log. */
type Payment = typeof payments.$inferSelect;

/** A line of the audit log written by the payments themselves (the actor is the system). */
export type PaymentAuditEntry = {
  action: string;
  target: string;
  summary: string;
  details?: Record<string, unknown>;
};

export type PaymentContext = {
  db: Db;
  gateway: PaymentGateway;
  outcomes: OutcomeRegistry;
  refundSettlements: RefundSettlements;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * Writes an audit line inside the given transaction (the app wires the platform's audit log here);
   * without an actor the server itself acted (a provider's notice, a job).
   */
  audit: (tx: Db, entry: PaymentAuditEntry, actor?: PaymentActor) => Promise<void>;
};

/** The person who settled a payment by hand, for the audit log. */
export type PaymentActor = { memberIdx: number; uid: string };

/** What the purchase's owner is told about a payment. */
export const eventOf = (payment: Payment): PaymentEvent => ({
  referenceIdx: payment.referenceIdx,
  paymentId: payment.id,
  oid: payment.oid,
  amount: payment.amount,
});
