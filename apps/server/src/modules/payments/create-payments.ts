import type { FastifyBaseLogger } from 'fastify';
import type { PaymentConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Messaging } from '../messaging';
import { cashReceiptView } from './cash-receipt-view';
import { completeReturn } from './complete-return';
import { dailyTakings } from './daily-takings';
import { escrowStateOf, escrowWindow, recordEscrowNotice, registerEscrowShipment } from './escrow';
import { getPaymentResult } from './get-payment-result';
import { inicisGateway } from './inicis/inicis-gateway';
import { inicisEndpoints } from './inicis/inicis-settings';
import { listPaymentsNeedingAttention } from './list-payments-needing-attention';
import { findPaymentAttempt, listPaymentsOf } from './list-payments-of';
import type { PaymentActor, PaymentAuditEntry, PaymentContext } from './payment-context';
import {
  createOutcomeRegistry,
  createRefundSettlements,
  type PaymentOutcomeHandler,
  type RefundSettledHandler,
} from './payment-outcomes';
import { reconcilePayments } from './reconcile-payments';
import { recordDeposit } from './record-deposit';
import { refundPayment, refundState } from './refund-payment';
import { resolvePaymentAttention } from './resolve-payment-attention';
import { settleRefundsInDoubt } from './settle-refunds-in-doubt';
import { createInicisSimulator, type InicisSimulator } from './simulator/inicis-simulator';
import { type StartPaymentOptions, startPayment } from './start-payment';

const reconcileQueue = 'payments.reconcile';

/**
 * The payment port of the app: one gateway (KG Inicis, or the same adapter pointed at this server's
 * simulator), the outcome handlers of the modules that sell things, and the use cases they and the
 * routes call.
 */
export function createPayments(options: {
  config: PaymentConfig;
  publicUrl: string;
  db: Db;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  fetch: typeof fetch;
  /** The site's business name (상호): the simulator's virtual-account holder. */
  businessName: () => Promise<string>;
  /** Writes an audit line inside a transaction (payments know no domain: the app passes the admin log). */
  audit: (tx: Db, entry: PaymentAuditEntry, actor?: PaymentActor) => Promise<void>;
}) {
  const simulator: InicisSimulator | null =
    options.config.provider === 'simulator'
      ? createInicisSimulator({
          publicUrl: options.publicUrl,
          fetch: options.fetch,
          accountHolder: options.businessName,
        })
      : null;
  const settings =
    options.config.provider === 'inicis'
      ? (() => {
          const { provider: _provider, test, notiSourceIps, ...keys } = options.config;
          const endpoints = inicisEndpoints(test);
          return { ...endpoints, ...keys, notiSourceIps: notiSourceIps ?? endpoints.notiSourceIps };
        })()
      : simulator && {
          ...simulator.settings,
          ...(options.config.apiTimeoutMs && { apiTimeoutMs: options.config.apiTimeoutMs }),
        };
  if (!settings) throw new Error('payment settings missing');
  const gateway = inicisGateway(settings, options.fetch);
  const outcomes = createOutcomeRegistry();
  const refundSettlements = createRefundSettlements();
  const ctx: PaymentContext = {
    db: options.db,
    gateway,
    outcomes,
    refundSettlements,
    messaging: options.messaging,
    log: options.log,
    audit: options.audit,
  };

  return {
    simulator,
    gateway,
    /** INIStdPay_close.js for the closeUrl page (the simulator's own when it plays the provider). */
    closeScriptUrl: settings.stdCloseJsUrl,
    /** Script, frame and form origins the pages need for the provider's windows (for the CSP). */
    providerOrigins:
      options.config.provider === 'inicis'
        ? [new URL(settings.stdJsUrl).origin, new URL(settings.mobilePayUrl).origin]
        : [],
    registerOutcome: (purpose: string, handler: PaymentOutcomeHandler) => outcomes.register(purpose, handler),
    /** Who is told when a refund asked under keys `<keyPrefix>:…` had an unknown outcome that is now known. */
    registerRefundSettlement: (keyPrefix: string, handler: RefundSettledHandler) =>
      refundSettlements.register(keyPrefix, handler),
    start: (start: Omit<StartPaymentOptions, 'db' | 'gateway' | 'publicUrl'>) =>
      startPayment({ ...start, db: options.db, gateway, publicUrl: options.publicUrl }),
    completeReturn: (device: 'pc' | 'mobile', body: Record<string, string | undefined>) =>
      completeReturn(ctx, device, body),
    recordDeposit: (body: Record<string, string | undefined>, sourceIp: string) =>
      recordDeposit(ctx, body, sourceIp),
    /** 구매안전서비스: the provider's escrow status notice, answered `cd_rslt=0000` once recorded. */
    recordEscrowNotice: (body: Record<string, string | undefined>, sourceIp: string) =>
      recordEscrowNotice(ctx, body, sourceIp),
    /** Registers a purchase's shipped goods with its escrow payment's provider (null: not paid by escrow). */
    registerEscrowShipment: (request: Parameters<typeof registerEscrowShipment>[1]) =>
      registerEscrowShipment(ctx, request),
    /** The provider's confirmation window of a purchase's escrow payment, for its buyer. */
    escrowWindow: (request: Parameters<typeof escrowWindow>[2]) =>
      escrowWindow(ctx, options.publicUrl, request),
    /** Where a purchase's escrow payment stands, or null when it was not paid through escrow. */
    escrowState: (purpose: string, referenceIdx: number) => escrowStateOf(ctx, purpose, referenceIdx),
    result: (oid: string, memberIdx: number) => getPaymentResult({ db: options.db, gateway, oid, memberIdx }),
    refund: (refund: Parameters<typeof refundPayment>[1]) => refundPayment(ctx, refund),
    /** What became of the refund asked under a key (done, refused, requesting = cut off), or null. */
    refundState: (key: string) => refundState(ctx, key),
    reconcile: (now?: Date) => reconcilePayments(ctx, now),
    /** Asks the provider about refunds whose call lost its answer, and settles what it can. */
    settleRefundsInDoubt: (now?: Date) => settleRefundsInDoubt(ctx, now),
    receiptUrl: (tid: string) => gateway.receiptUrl(tid),
    /** A purchase's attempts that moved money (or issued an account), for its buyer's history. */
    attemptsOf: async (purpose: string, referenceIdx: number) =>
      (await listPaymentsOf(options.db, purpose, referenceIdx)).map(
        ({
          cashReceiptKind,
          cashReceiptMaskedIdentifier,
          cashReceiptApprovalNumber,
          cashReceiptTid,
          cashReceiptIssuedAt,
          cashReceiptCancelledAmount,
          ...attempt
        }) => ({
          ...attempt,
          /** 현금영수증 asked with a transfer or a virtual account (and once issued, its page), or null. */
          cashReceipt: cashReceiptView(gateway, {
            method: attempt.method,
            cashReceiptKind,
            cashReceiptMaskedIdentifier,
            cashReceiptApprovalNumber,
            cashReceiptTid,
            cashReceiptIssuedAt,
            cashReceiptCancelledAmount,
          }),
        }),
      ),
    /** Paid and refunded won per Korean day since `from`, for the purposes' dashboards. */
    dailyTakings: (purposes: string[], from: Date) => dailyTakings(options.db, purposes, from),
    /** A member's own attempt by its oid, or undefined. */
    memberAttempt: (oid: string, memberIdx: number) => findPaymentAttempt(options.db, oid, memberIdx),
    /** Anyone's attempt by its oid (the administration's receipt link), or undefined. */
    attempt: (oid: string) => findPaymentAttempt(options.db, oid),
    /** A person settles a payment of the "확인 필요" list with what the provider said. */
    resolveAttention: (resolution: Parameters<typeof resolvePaymentAttention>[1]) =>
      resolvePaymentAttention(ctx, resolution),
    /** Payments a person must look at (approvals in review, flagged notices, refunds in doubt). */
    needingAttention: () => listPaymentsNeedingAttention(options.db),
    /**
     * Every minute: interrupted approvals are undone, lapsed virtual accounts expire, and refunds in
     * doubt are asked about.
     */
    registerJobs(jobs: JobQueue) {
      jobs.work(reconcileQueue, async () => {
        const settled = (await reconcilePayments(ctx)) + (await settleRefundsInDoubt(ctx));
        if (settled > 0) options.log.info({ settled }, 'payments reconciled');
      });
      jobs.schedule(reconcileQueue, '* * * * *');
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
