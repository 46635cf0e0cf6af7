import { z } from 'zod';
import { taxTypes } from './tax-type';

/** Korean texts of the 거래명세서. */
export const orderStatementMessages = {
  title: '거래명세서',
  notPaid: '결제가 끝난 주문만 거래명세서를 출력할 수 있습니다.',
  priceNote: '단가와 금액은 부가가치세를 포함한 판매가입니다. 과세 품목의 세액은 금액의 1/11입니다.',
} as const;

const statementLineSchema = z.object({
  name: z.string().describe('품목: the item’s title with its option, or 배송비 and the shipment’s brand'),
  kind: z.enum(['ITEM', 'DELIVERY']),
  taxType: z.enum(taxTypes),
  quantity: z.number().int(),
  unitPrice: z.number().int().describe('won per unit, VAT included'),
  amount: z.number().int().describe('won paid for the line, VAT included'),
  supplyAmount: z.number().int().describe('공급가액'),
  vat: z.number().int().describe('세액: 1/11 of a taxable line, 0 for an exempt one'),
});
export type OrderStatementLine = z.infer<typeof statementLineSchema>;

/**
 * GET /api/admin/mall/orders/{oid}/statement (any order) and GET /new_api/customer/order/v2/statement/{oid}
 * (the buyer's own paid order): the order's 거래명세서 with every amount worked out by the server.
 */
export const orderStatementSchema = z.object({
  oid: z.string(),
  issuedDate: z.string().describe('작성일: the day the order was paid (or placed), yyyy.mm.dd'),
  orderDate: z.string().describe('yyyy.mm.dd hh:mm:ss'),
  supplier: z.object({
    organisation: z.string(),
    representative: z.string(),
    businessNumber: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  buyer: z.object({
    name: z.string().describe('the receipt organisation, or the orderer'),
    businessNumber: z.string().nullable().describe('the organisation’s 사업자등록번호 or 고유번호'),
    contactName: z.string().describe('the orderer'),
    phone: z.string(),
    email: z.string(),
  }),
  lines: z.array(statementLineSchema),
  totals: z.object({
    amount: z.number().int().describe('합계금액: what the order cost, delivery included'),
    supplyAmount: z.number().int(),
    vat: z.number().int(),
    taxableAmount: z.number().int().describe('과세 품목 금액 (VAT included)'),
    exemptAmount: z.number().int().describe('면세 품목 금액'),
  }),
  refundedAmount: z.number().int().describe('won given back since; the statement shows the order as placed'),
});
export type OrderStatement = z.infer<typeof orderStatementSchema>;
