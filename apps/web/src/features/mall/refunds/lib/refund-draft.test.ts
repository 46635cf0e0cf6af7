import { afterSaleMessages, type OrderDetail, type RefundRequest } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  buildRefundRequest,
  chosenWhole,
  emptyRefundDraft,
  expectedRefundOf,
  firstRefundProblem,
  offeredRefundTypeLabel,
  offeredRefundTypes,
  productProblem,
  type RefundableProduct,
  type RefundDraft,
  refundableProducts,
  refundFormData,
  refundRequestTitle,
  returnFeeOf,
  unitsLeft,
  wholeOrderFits,
  withOptionUnits,
} from './refund-draft';

const filled: RefundDraft = {
  ...emptyRefundDraft,
  refundType: 'PAYBACK',
  reasonType: 'DAMAGE',
  products: [
    { orderItemId: 11, units: 1 },
    { orderItemId: 12, units: 2 },
  ],
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
      [{ products: [] }, 'product', afterSaleMessages.refundProductRequired],
      [{ refundType: null }, 'refundType', afterSaleMessages.refundTypeRequired],
    ];
    let draft = filled;
    for (const [change, field, message] of steps) {
      draft = { ...draft, ...change };
      expect(firstRefundProblem(draft)).toEqual({ field, message });
    }
  });

  it('asks for no product when the whole order is asked for', () => {
    expect(firstRefundProblem({ ...filled, products: [], refundAll: true })).toBeNull();
  });

  it('counts a title of spaces as empty and needs no account or detail', () => {
    expect(firstRefundProblem({ ...filled, title: '   ' })?.field).toBe('title');
    expect(firstRefundProblem({ ...filled, reasonDetail: '', bankName: '', accountNumber: '' })).toBeNull();
  });

  it('takes an account number of digits and hyphens only', () => {
    expect(firstRefundProblem({ ...filled, accountNumber: '110-123-456789' })).toBeNull();
    for (const accountNumber of ['110-12a-456', '국민 110123', '110 123'])
      expect(firstRefundProblem({ ...filled, accountNumber })).toEqual({
        field: 'accountNumber',
        message: afterSaleMessages.refundAccountNumberInvalid,
      });
  });
});

describe('buildRefundRequest', () => {
  it('names the chosen products with the units asked, and trims the typed fields', () => {
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
        { orderProductId: 11, quantity: 1 },
        { orderProductId: 12, quantity: 2 },
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

/** A product line of an order: 2 units for 12,000원, still prepared unless said. */
const line = (orderItemId: number, extra: Partial<RefundableProduct> = {}) =>
  ({
    orderItemId,
    quantity: 2,
    refundedQuantity: 0,
    totalPrice: 12_000,
    deliveryStatus: 'READY',
    optionList: [],
    ...extra,
  }) as RefundableProduct;
const orderOf = (...lines: RefundableProduct[]) => ({
  deliveryList: [{ orderProductList: lines }] as OrderDetail['deliveryList'],
  totalPaidAmount: 23_000,
});

describe('what a line offers', () => {
  it('offers 취소 for goods still prepared and 교환/반품 once shipped, on the lines that fit', () => {
    const prepared = line(1);
    const shipped = line(2, { deliveryStatus: 'START' });
    expect(offeredRefundTypes(orderOf(prepared))).toEqual(['CANCEL']);
    expect(offeredRefundTypes(orderOf(shipped))).toEqual(['EXCHANGE', 'PAYBACK']);
    expect(offeredRefundTypes(orderOf(prepared, shipped))).toEqual(['EXCHANGE', 'PAYBACK', 'CANCEL']);
    expect(productProblem(prepared, 'PAYBACK')).toBe(afterSaleMessages.refundReturnUnshipped);
    expect(productProblem(shipped, 'CANCEL')).toBe(afterSaleMessages.refundCancelShipped);
    expect(productProblem(line(3, { refundedQuantity: 2 }), 'CANCEL')).toBe(
      afterSaleMessages.refundLineAlreadyRefunded,
    );
    expect(wholeOrderFits(orderOf(prepared, shipped), 'CANCEL')).toBe(false);
    expect(
      wholeOrderFits(orderOf(prepared, line(4, { refundedQuantity: 2, deliveryStatus: 'START' })), 'CANCEL'),
    ).toBe(true);
  });

  it('offers an order of contents only its 취소/환불 (청약철회) alone, never 교환 or 반품', () => {
    const contentsOnly = orderOf();
    expect(offeredRefundTypes(contentsOnly)).toEqual(['CANCEL']);
    expect(refundRequestTitle(contentsOnly)).toBe('취소 신청');
    expect(offeredRefundTypeLabel(contentsOnly, 'CANCEL')).toBe('취소/환불 (청약철회)');
    // Goods all refunded: what is left to ask for is the contents.
    expect(offeredRefundTypes(orderOf(line(5, { refundedQuantity: 2, deliveryStatus: 'START' })))).toEqual([
      'CANCEL',
    ]);
    expect(offeredRefundTypeLabel(orderOf(line(6)), 'CANCEL')).toBe('취소');
  });

  it('counts only the units whose money has not gone back', () => {
    expect(unitsLeft(line(1, { refundedQuantity: 1 }))).toBe(1);
  });
});

describe('expectedRefundOf', () => {
  const order = orderOf(line(11), line(12, { quantity: 3, totalPrice: 10_000, refundedQuantity: 1 }));
  const draft = (change: Partial<RefundDraft>): RefundDraft => ({
    ...filled,
    refundType: 'CANCEL',
    ...change,
  });

  it('gives back the chosen units of goods, shared out so that all the units make the line’s price', () => {
    expect(expectedRefundOf(order, [], draft({ products: [{ orderItemId: 11, units: 1 }] }))).toBe(6000);
    // 10,000원 for 3 units, one already refunded (3,333원): the last two give back 6,667원.
    expect(expectedRefundOf(order, [], draft({ products: [{ orderItemId: 12, units: 2 }] }))).toBe(6667);
  });

  it('gives back the rest of what was paid for the whole order, nothing for an exchange', () => {
    const earlier = [
      { refundStatus: 'REFUND_PAID', refundAmount: 3333 },
      { refundStatus: 'REFUND_DENIED', refundAmount: null },
    ];
    expect(expectedRefundOf(order, earlier, draft({ refundAll: true, products: [] }))).toBe(19_667);
    expect(expectedRefundOf(order, [], draft({ refundType: 'EXCHANGE' }))).toBe(0);
  });
});

describe('refundableProducts', () => {
  it('lists the product lines of every delivery group in order', () => {
    const order = {
      deliveryList: [{ orderProductList: [line(1), line(2)] }, { orderProductList: [line(3)] }],
    } as Pick<OrderDetail, 'deliveryList'>;
    expect(refundableProducts(order).map((product) => product.orderItemId)).toEqual([1, 2, 3]);
  });
});

describe('a line of several option lines', () => {
  const optionLine = (
    orderItemOptionId: number,
    quantity: number,
    totalOptionPrice: number,
    refundedQuantity = 0,
  ) => ({
    orderItemOptionId,
    infoDetailList: [],
    quantity,
    totalOptionPrice,
    refundedQuantity,
  });
  // A teacher's set (15,000원) and two student's sets (12,000원 each), one already refunded.
  const book = line(21, {
    quantity: 3,
    refundedQuantity: 1,
    totalPrice: 39_000,
    deliveryStatus: 'START',
    optionList: [optionLine(1, 1, 15_000), optionLine(2, 2, 24_000, 1)],
  });

  it('is chosen whole at first, then option line by option line', () => {
    const whole = chosenWhole(book);
    expect(whole).toEqual({
      orderItemId: 21,
      units: 2,
      options: [
        { orderItemOptionId: 1, units: 1 },
        { orderItemOptionId: 2, units: 1 },
      ],
    });
    expect(withOptionUnits(whole, 1, 0)).toMatchObject({ units: 1 });
    // A line of one option line is chosen by its units alone.
    expect(chosenWhole(line(22))).toEqual({ orderItemId: 22, units: 2 });
  });

  it('prices each option line by its own price, and sends the split', () => {
    const onlyStudent = withOptionUnits(chosenWhole(book), 1, 0);
    const draft: RefundDraft = { ...filled, products: [onlyStudent] };
    expect(expectedRefundOf({ ...orderOf(book), totalPaidAmount: 42_000 }, [], draft)).toBe(12_000);
    expect(buildRefundRequest('M1', draft).refundItemList).toEqual([
      {
        orderProductId: 21,
        quantity: 1,
        optionList: [
          { orderItemOptionId: 1, quantity: 0 },
          { orderItemOptionId: 2, quantity: 1 },
        ],
      },
    ]);
  });

  it('asks for at least one unit of a chosen line', () => {
    const none = withOptionUnits(withOptionUnits(chosenWhole(book), 1, 0), 2, 0);
    expect(firstRefundProblem({ ...filled, products: [none] })).toEqual({
      field: 'units',
      message: afterSaleMessages.refundQuantityInvalid,
    });
  });
});

describe('the return delivery fee', () => {
  // Two delivery groups: the first paid 3,000원 for its delivery, the second came free (its fee is 2,500원).
  const order = {
    totalPaidAmount: 70_000,
    deliveryList: [
      {
        orderProductList: [line(31, { deliveryStatus: 'START' })],
        deliveryFee: 3000,
        returnDeliveryFee: 3000,
      },
      {
        orderProductList: [line(32, { deliveryStatus: 'START', totalPrice: 52_000 })],
        deliveryFee: 0,
        returnDeliveryFee: 2500,
      },
    ] as OrderDetail['deliveryList'],
  };
  const draft = (change: Partial<RefundDraft>): RefundDraft => ({
    ...filled,
    reasonType: 'MIND_CHANGE',
    products: [{ orderItemId: 31, units: 1 }],
    ...change,
  });

  it('takes the way back off a return by choice, of the groups whose goods go back', () => {
    expect(returnFeeOf(order, draft({}))).toBe(3000);
    expect(expectedRefundOf(order, [], draft({}))).toBe(6000 - 3000);
    expect(
      returnFeeOf(
        order,
        draft({
          products: [
            { orderItemId: 31, units: 1 },
            { orderItemId: 32, units: 1 },
          ],
        }),
      ),
    ).toBe(5500);
  });

  it('takes both ways off a whole order, and nothing off the seller’s fault or a cancellation', () => {
    // The 3,000원 paid is kept and 3,000원 back; the free group costs 2,500원 each way.
    expect(returnFeeOf(order, draft({ refundAll: true, products: [] }))).toBe(6000 + 5000);
    expect(returnFeeOf(order, draft({ reasonType: 'DAMAGE' }))).toBe(0);
    expect(returnFeeOf(order, draft({ refundType: 'CANCEL' }))).toBe(0);
  });
});
