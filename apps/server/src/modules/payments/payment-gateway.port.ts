import {
  type CashReceiptKind,
  type EscrowStatus,
  type PayMethod,
  payMethods,
  payMethodWindowNames,
} from '@edu/shared';

/**
 * How a payment is made: the PC names (mobile's CARD, BANK and VBANK map to them), and KakaoPay and
 * NaverPay, the provider's easy-pay windows.
 */
export type { PayMethod };

/**
 * The names a page may send for a method, as a PayMethod: the stored names, and the windows' names
 * (PC Card / DirectBank / VBank, mobile CARD / BANK / VBANK, the easy pays' onlykakaopay / onlynaverpay).
 */
const methodNames: Record<string, PayMethod> = Object.fromEntries(
  payMethods.flatMap((method) => [
    [method, method],
    [payMethodWindowNames[method].pc, method],
    [payMethodWindowNames[method].mobile, method],
  ]),
);
export const payMethodNamed = (name: string | undefined): PayMethod | undefined =>
  Object.hasOwn(methodNames, name ?? '') ? methodNames[name ?? ''] : undefined;

export const payDevices = ['pc', 'mobile'] as const;
export type PayDevice = (typeof payDevices)[number];

/** What the page needs to open the provider's payment window. */
export type PaymentForm =
  /** PC: load `jsUrl` (INIStdPay.js), fill a form with `fields`, call INIStdPay.pay(formId). */
  | { device: 'pc'; jsUrl: string; fields: Record<string, string> }
  /** Mobile: a full-page form post of `fields` to `action`. */
  | { device: 'mobile'; action: string; acceptCharset: string; fields: Record<string, string> };

export type VirtualAccount = {
  bankCode: string;
  bankName: string;
  number: string;
  holder: string;
  /** Deposits are accepted until then (23:59:00 Korean time of the deadline day). */
  deadline: Date;
};

/**
 * What the provider's return to our site came to. `pending` carries what is needed to undo an approval
 * whose outcome is unknown (the net-cancel call and its parameters): it is stored before approving.
 */
export type Approval =
  /** Declined, failed or closed by the payer before approval: nothing was charged. */
  | { kind: 'declined'; code: string; message: string }
  /** Approved (for a virtual account: issued, money not yet in). `cancel` undoes it (net cancel). */
  | {
      kind: 'approved';
      tid: string;
      method: PayMethod;
      amount: number;
      virtualAccount?: VirtualAccount;
      /** A real-time transfer's cash receipt, issued with the approval when the buyer asked for one. */
      cashReceipt?: ApprovedCashReceipt;
      raw: Record<string, unknown>;
      cancel(): Promise<boolean>;
    }
  /** The return or the approval failed our checks (forged, tampered, wrong amount); already cancelled. */
  | { kind: 'rejected'; reason: string }
  /** The approval may have charged the payer (no answer, or a failed check) and could not be undone. */
  | { kind: 'inDoubt'; reason: string };

/** A provider return checked enough to approve it: the approval runs later through `approve`. */
export type ApprovalTicket = {
  /** Enough to net-cancel this approval if the process dies before our record of it commits. */
  netCancel: NetCancelRequest;
  approve(): Promise<Approval>;
};

/** The provider's net-cancel call of one approval window, as stored for reconciliation. */
export type NetCancelRequest = { url: string; form: Record<string, string> };

/** A deposit into an issued virtual account, as the provider notified it. */
export type Deposit = {
  /** The approval TID that issued the account: the payment the deposit belongs to. */
  approvalTid: string;
  /** The provider's id of this deposit (a new transaction id on PC, the approval TID on mobile). */
  depositTid: string;
  oid: string;
  amount: number;
  /** The account deposited into; empty when the notice does not carry it (mobile). */
  accountNumber: string;
  /** The cash receipt the provider issued with the deposit, when the buyer asked for one in the window. */
  cashReceipt?: IssuedCashReceipt;
};

/** A cash receipt the provider issued: its approval number, its own TID (for the viewer) and its time. */
export type IssuedCashReceipt = { approvalNumber: string; tid: string; issuedAt: Date };

/**
 * The cash receipt a real-time transfer's approval issued: its kind as issued, its approval number when
 * the answer carries one (the mobile answer's `P_CSHR_AUTH_NO`; the PC answer has none), the TID the
 * provider's viewer opens it by (the payment's own) and its time.
 */
export type ApprovedCashReceipt = {
  kind: CashReceiptKind;
  approvalNumber: string | null;
  tid: string;
  issuedAt: Date;
};

/**
 * An escrow status notice (구매안전서비스): the approval TID of the escrow payment, its order, the new
 * status, and the buyer's reason when they refused.
 */
export type EscrowNotice = {
  tid: string;
  oid: string;
  status: Exclude<EscrowStatus, 'paid'>;
  amount: number;
  refusalReason: string;
  /** The provider's time of the change (YYYYMMDDhhmmss as sent), for the record. */
  requestedAt: string;
};

/** The delivery of an escrow payment's goods, registered with the provider when they ship. */
export type EscrowDelivery = {
  tid: string;
  oid: string;
  amount: number;
  /** I a first registration, U a change (a corrected invoice). */
  report: 'I' | 'U';
  invoice: string;
  /** The courier as the shop names it (CJ대한통운, …): the adapter maps it to the provider's code. */
  courier: string;
  /** Who registers it (the administrator). */
  registrant: string;
  /** S the seller pays the delivery, B the buyer. */
  chargedTo: 'seller' | 'buyer';
  shippedAt: Date;
  sender: { name: string; tel: string; zipCode: string; address: string };
  recipient: { name: string; tel: string; zipCode: string; address: string };
  goodsName: string;
};

/** What the provider said to a delivery registration; `inDoubt` when no answer came. */
export type EscrowDeliveryResult =
  | { ok: true; raw: Record<string, unknown> }
  | { ok: false; code: string; message: string; inDoubt?: true };

/**
 * A provider notice: a deposit, a deposit the bank cancelled, one to acknowledge and ignore (an
 * issuance echo, a message type we do not act on), or one we do not trust.
 */
export type Notice =
  | { kind: 'deposit'; deposit: Deposit }
  | { kind: 'escrow'; escrow: EscrowNotice }
  | { kind: 'depositCancelled'; deposit: Deposit }
  | { kind: 'ignore'; reason: string }
  | { kind: 'untrusted'; reason: string };

export type PaymentOrder = {
  oid: string;
  amount: number;
  goodName: string;
  buyerName: string;
  buyerTel: string;
  buyerEmail: string;
  method: PayMethod;
  /** Where the provider posts the payer back (absolute). */
  returnUrl: string;
  /** Where a closed PC window goes (absolute). */
  closeUrl: string;
  /** Where the provider posts mobile deposit notices (absolute). */
  notiUrl: string;
  /** Last day of deposit for a virtual account. */
  vbankDeadline: Date;
  /**
   * The buyer wants a cash receipt (a transfer or a virtual account): the window offers its issue. The
   * kind and number are typed into the provider's window; the protocol has no field to prefill them.
   */
  cashReceipt?: boolean;
  /**
   * 구매안전서비스: pay through the provider's escrow (a transfer or a virtual account only; the
   * adapter ignores it for any other method).
   */
  escrow?: boolean;
};

export type RefundRequest = {
  tid: string;
  method: PayMethod;
  /** Won to give back now. */
  amount: number;
  /** Won the payment still holds after this refund (0 = the whole payment is refunded). */
  remainingAfter: number;
  /** Won refunded before this one: a refund after earlier partial ones is itself a partial refund. */
  refundedBefore: number;
  reason: string;
  /** A deposited virtual account is refunded to the payer's bank account. */
  refundAccount?: { bankCode: string; number: string; holder: string };
};

/**
 * What the provider said to a refund. `inDoubt`: the call timed out or failed on the network, so the
 * money may or may not have gone back; it is never reported as refused nor asked again blindly.
 */
export type RefundResult =
  | {
      ok: true;
      refundTid: string;
      /**
       * The cash receipt the provider cancelled with the refund: the cancel's approval number (a full
       * refund's `cshrCancelNum`) and/or the won cancelled (a partial refund's `cashReceiptAmount`).
       */
      cashReceiptCancel?: { number?: string; amount?: number };
    }
  | { ok: false; code: string; message: string; inDoubt?: true };

/**
 * A transaction as the provider's inquiry reports it: still approved, partly or wholly cancelled, or
 * `unknown` when the inquiry itself could not be made or read (then a person must look).
 */
export type TransactionState =
  | { status: 'approved' | 'partiallyCancelled' | 'cancelled'; raw: Record<string, unknown> }
  | { status: 'unknown'; reason: string };

/**
 * The attempt a return must match: its order, its amount, and the method whose window was opened
 * (without it, the approval is recorded as the provider names it).
 */
export type ExpectedApproval = { oid: string; amount: number; method?: PayMethod };

/** The payment provider, spoken to in its protocol (KG Inicis, or this server's simulator of it). */
export interface PaymentGateway {
  prepare(order: PaymentOrder, device: PayDevice): PaymentForm;
  /**
   * Checks the payment window's return (result, merchant, order, allow-listed endpoints). A declined or
   * forged return answers an Approval at once; an acceptable one a ticket to approve with.
   */
  readReturn(
    device: PayDevice,
    body: Record<string, string | undefined>,
    expected: ExpectedApproval,
  ): Approval | ApprovalTicket;
  /** Undoes an approval whose outcome we could not record (the reconciliation job's call). */
  netCancel(request: NetCancelRequest): Promise<boolean>;
  /** Reads a provider notice (virtual-account deposits, PC or mobile format). */
  readNotice(body: Record<string, string | undefined>, sourceIp: string): Notice;
  /** Gives money back: the whole payment or part of it. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Asks the provider what became of a transaction (to settle a refund in doubt). */
  inquire(tid: string): Promise<TransactionState>;
  /** The provider's receipt page of a transaction. */
  receiptUrl(tid: string): string;
  /** The provider's page of a cash receipt, by the receipt's own TID. */
  cashReceiptUrl(tid: string): string;
  /** Registers the shipped goods of an escrow payment (courier and invoice) with the provider. */
  registerEscrowDelivery(delivery: EscrowDelivery): Promise<EscrowDeliveryResult>;
  /**
   * The provider's confirmation window of an escrow payment, where the buyer confirms or refuses the
   * purchase (the outcome comes back as an escrow status notice).
   */
  escrowConfirmForm(request: {
    tid: string;
    device: PayDevice;
    returnUrl: string;
    closeUrl: string;
  }): PaymentForm;
}
