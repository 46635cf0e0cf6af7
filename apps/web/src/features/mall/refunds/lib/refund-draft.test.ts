import { afterSaleMessages, type RefundRequest } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  buildRefundRequest,
  emptyRefundDraft,
  firstRefundProblem,
  type RefundDraft,
  refundableProducts,
  refundFormData,
} from './refund-draft';

const filled: RefundDraft = {
  ...emptyRefundDraft,
  refundType: 'PAYBACK',
  reasonType: 'DAMAGE',
  productIds: [11, 12],
  title: '파손되어 왔어요',
};

describe('firstRefundProblem', () => {
  it('accepts a filled request', () => {
    expect(firstRefundProblem(filled)).toBeNull();
  });

  it('checks type, products, title, then reason, each with its own alert (spec §5)', () => {
    const steps: [Partial<RefundDraft>, string, string][] = [
      [{ reasonType: '' }, 'reasonType', afterSaleMessages.refundReasonRequired],
      [{ title: '' }, 'title', afterSaleMessages.refundTitleRequired],
      [{ productIds: [] }, 'product', afterSaleMessages.refundProductRequired],
      [{ refundType: null }, 'refundType', afterSaleMessages.refundTypeRequired],
    ];
    let draft = filled;
    for (const [change, field, message] of steps) {
      draft = { ...draft, ...change };
      expect(firstRefundProblem(draft)).toEqual({ field, message });
    }
  });

  it('asks for no product when the whole order is asked for', () => {
    expect(firstRefundProblem({ ...filled, productIds: [], refundAll: true })).toBeNull();
  });

  it('counts a title of spaces as empty and needs no account or detail', () => {
    expect(firstRefundProblem({ ...filled, title: '   ' })?.field).toBe('title');
    expect(firstRefundProblem({ ...filled, reasonDetail: '', bankName: '', accountNumber: '' })).toBeNull();
  });
});

describe('buildRefundRequest', () => {
  it('names the chosen products, each refunded in full, and trims the typed fields', () => {
    const request = buildRefundRequest('M2025-1', {
      ...filled,
      title: '  파손  ',
      reasonDetail: ' 상자가 찢어져 왔습니다. ',
      bankName: ' 국민은행 ',
      accountNumber: ' 123-45 ',
      accountOwner: ' 김교사 ',
    });
    expect(request).toEqual<RefundRequest>({
      oid: 'M2025-1',
      refundType: 'PAYBACK',
      reasonType: 'DAMAGE',
      refundAll: false,
      refundItemList: [
        { orderProductId: 11, fullRefunded: true },
        { orderProductId: 12, fullRefunded: true },
      ],
      title: '파손',
      reasonDetail: '상자가 찢어져 왔습니다.',
      refundAccountBankName: '국민은행',
      refundAccountNumber: '123-45',
      refundAccountOwner: '김교사',
    });
  });

  it('sends no products for the whole order', () => {
    const request = buildRefundRequest('M2025-1', { ...filled, refundAll: true });
    expect(request.refundAll).toBe(true);
    expect(request.refundItemList).toEqual([]);
  });
});

describe('refundFormData', () => {
  it('sends the request as the JSON field `refund` and each photo as `images`', async () => {
    const request = buildRefundRequest('M2025-1', filled);
    const photos = [new File(['a'], 'a.jpg'), new File(['b'], 'b.png')];
    const body = refundFormData(request, photos);
    expect(JSON.parse(String(body.get('refund')))).toEqual(request);
    const images = body.getAll('images') as File[];
    expect(images.map((image) => image.name)).toEqual(['a.jpg', 'b.png']);
  });

  it('sends no `images` without photos', () => {
    expect(refundFormData(buildRefundRequest('M1', filled), []).has('images')).toBe(false);
  });
});

describe('refundableProducts', () => {
  it('lists the product lines of every delivery group in order', () => {
    const line = (orderItemId: number) => ({ orderItemId }) as never;
    const order = {
      deliveryList: [{ orderProductList: [line(1), line(2)] }, { orderProductList: [line(3)] }],
    } as never;
    expect(refundableProducts(order).map((product: { orderItemId: number }) => product.orderItemId)).toEqual([
      1, 2, 3,
    ]);
  });
});
