import { randomBytes } from 'node:crypto';
import {
  type CashReceiptKind,
  escrowMethods,
  maskCashReceiptIdentifier,
  takesCashReceipt,
} from '@edu/shared';
import type { Db } from '../../platform/db/database';
import type { PayDevice, PayMethod, PaymentForm, PaymentGateway } from './payment-gateway.port';
import { payments } from './payments.tables';

export type StartPaymentOptions = {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  /** What is paid ('conference') and its idx in the owning module. */
  purpose: string;
  referenceIdx: number;
  memberIdx: number;
  /** The purchase's order id; each attempt gets `{orderId}-{8 hex}`. */
  orderId: string;
  amount: number;
  goodName: string;
  buyer: { name: string; tel: string; email: string };
  device: PayDevice;
  method: PayMethod;
  /** The site's page the payer comes back to (/register_done or /app/register_done). */
  donePath: string;
  /** Where a closed PC window goes back to (a path of the site). */
  closePath: string;
  /** The last day a virtual account takes the deposit. */
  vbankDeadline: Date;
  /** 현금영수증 the buyer asked for (checked by the request's schema); kept only for a transfer or a virtual account. */
  cashReceipt?: { kind: CashReceiptKind; identifier: string } | undefined;
  /** 구매안전서비스: the purchase asks for escrow; kept only for a transfer or a virtual account. */
  escrow?: boolean;
};

/** Opens a payment attempt for a purchase and answers the signed form that opens the provider's window. */
export async function startPayment(
  options: StartPaymentOptions,
): Promise<{ oid: string; form: PaymentForm }> {
  const { db, publicUrl } = options;
  // A fresh id per attempt (the provider refuses a reused one); random, so parallel attempts never clash.
  const oid = `${options.orderId}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const cashReceipt = takesCashReceipt(options.method) ? options.cashReceipt : undefined;
  const escrow = Boolean(options.escrow) && (escrowMethods as readonly string[]).includes(options.method);
  await db.insert(payments).values({
    purpose: options.purpose,
    referenceIdx: options.referenceIdx,
    memberIdx: options.memberIdx,
    donePath: options.donePath,
    oid,
    amount: options.amount,
    goodName: options.goodName,
    buyerName: options.buyer.name,
    buyerTel: options.buyer.tel,
    buyerEmail: options.buyer.email,
    device: options.device,
    method: options.method,
    ...(escrow && { escrow: true, escrowStatus: 'paid' as const }),
    ...(cashReceipt && {
      cashReceiptKind: cashReceipt.kind,
      // Only the masked number is kept: the buyer types the full one into the provider's window.
      cashReceiptMaskedIdentifier: maskCashReceiptIdentifier(cashReceipt.kind, cashReceipt.identifier),
    }),
  });
  const form = options.gateway.prepare(
    {
      oid,
      amount: options.amount,
      goodName: options.goodName,
      buyerName: options.buyer.name,
      buyerTel: options.buyer.tel,
      buyerEmail: options.buyer.email,
      method: options.method,
      returnUrl: `${publicUrl}/api/payment/return/${options.device}`,
      // Our close page: the provider's close script takes its overlay away, or the page goes back.
      closeUrl: `${publicUrl}/api/payment/close?${new URLSearchParams({ back: options.closePath })}`,
      notiUrl: `${publicUrl}/api/payment/mobile/noti`,
      vbankDeadline: options.vbankDeadline,
      ...(cashReceipt && { cashReceipt: true }),
      ...(escrow && { escrow: true }),
    },
    options.device,
  );
  return { oid, form };
}
