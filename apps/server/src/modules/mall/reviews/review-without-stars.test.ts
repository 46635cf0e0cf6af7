import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createContent } from '../../../test/mall-factories';
import { buyItems } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let buyer: string;
let secondBuyer: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  ({ cookie: secondBuyer } = await logInAs(app, await createMember(app.db)));
});
afterAll(() => app.dispose());

/** The order line of one bought content, as the order detail lists it. */
async function boughtLine(cookie: string, itemId: number): Promise<number> {
  const oid = await buyItems(app, cookie, [{ itemId }]);
  const detail = await app.inject({
    method: 'GET',
    url: `/new_api/customer/order/v2/order-result/${oid}`,
    headers: { cookie },
  });
  return detail.json().data.contentList[0].orderItemId;
}

const writeReview = (cookie: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/new_api/review/edit', headers: { cookie }, payload: body });

const itemPage = async (itemId: number) =>
  (await app.inject({ method: 'GET', url: `/new_api/customer/item/${itemId}` })).json().data;

describe('the spec’s review call (reviewTitle and reviewDescription, no stars)', () => {
  it('checks the title first, accepts a review without stars, shows none and leaves it out of the average', async () => {
    const content = await createContent(app.db, { price: 2000 });
    const orderItemId = await boughtLine(buyer, content.itemId);
    const specCall = {
      orderItemId,
      reviewTitle: '잘 썼어요',
      reviewDescription: '<p>설교 준비에 도움이 됐습니다.</p>',
    };

    // The spec's order: the title first, then the content; stars are no condition.
    const blankTitle = await writeReview(buyer, { ...specCall, reviewTitle: ' ' });
    expect(blankTitle.statusCode).toBe(400);
    expect(blankTitle.json().message).toBe('제목을 입력해 주세요.');
    const blankContent = await writeReview(buyer, { ...specCall, reviewDescription: '<p> </p>' });
    expect(blankContent.json().message).toBe('내용을 입력해 주세요.');
    // Stars given must still be 1 to 5.
    for (const rating of [0, 6])
      expect((await writeReview(buyer, { ...specCall, rating })).json().message).toBe(
        '별점을 1점부터 5점까지 골라 주세요.',
      );

    const saved = await writeReview(buyer, specCall);
    expect(saved.json()).toMatchObject({ code: '200', message: '리뷰가 등록되었습니다.' });

    // Another buyer gives 4 stars: the average is theirs alone, and counts one rating of two reviews.
    const secondLine = await boughtLine(secondBuyer, content.itemId);
    expect(
      (await writeReview(secondBuyer, { ...specCall, orderItemId: secondLine, rating: 4 })).statusCode,
    ).toBe(200);

    const reviews = (
      await app.inject({ method: 'GET', url: `/new_api/review/list?itemId=${content.itemId}` })
    ).json().data.reviewList as { reviewTitle: string; rating: number | null }[];
    expect(reviews.map((review) => review.rating).sort()).toEqual([4, null]);
    expect(await itemPage(content.itemId)).toMatchObject({
      reviewCount: 2,
      ratingAverage: 4,
      ratingCount: 1,
    });

    // Changing the review through the same call keeps it without stars.
    const reviewId = saved.json().data.reviewId;
    expect((await writeReview(buyer, { ...specCall, reviewId, reviewTitle: '다시 써요' })).statusCode).toBe(
      200,
    );
    expect(await itemPage(content.itemId)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
  });
});
