import { afterSaleMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { buildReviewEdit, firstReviewProblem, reviewTextMax } from './review-draft';

describe('firstReviewProblem', () => {
  it('accepts a title and a content', () => {
    expect(firstReviewProblem({ rating: 5, title: '좋아요', content: '아이들이 좋아해요' })).toBeNull();
  });

  it('asks for 1 to 5 stars before anything else', () => {
    for (const rating of [0, 6, 3.5])
      expect(firstReviewProblem({ rating, title: '', content: '' })).toEqual({
        field: 'rating',
        message: afterSaleMessages.reviewRatingRequired,
      });
  });

  it('asks for the title first, then the content (spec §5)', () => {
    expect(firstReviewProblem({ rating: 5, title: '', content: '' })).toEqual({
      field: 'title',
      message: afterSaleMessages.reviewTitleRequired,
    });
    expect(firstReviewProblem({ rating: 5, title: '좋아요', content: '' })).toEqual({
      field: 'content',
      message: afterSaleMessages.reviewContentRequired,
    });
  });

  it('counts whitespace alone as empty', () => {
    expect(firstReviewProblem({ rating: 5, title: '   ', content: '내용' })?.field).toBe('title');
    expect(firstReviewProblem({ rating: 5, title: '제목', content: ' \n\n ' })?.field).toBe('content');
  });

  it('takes a title of 100 characters, counting an emoji as one, and refuses 101', () => {
    expect(firstReviewProblem({ rating: 5, title: '😀'.repeat(100), content: '내용' })).toBeNull();
    expect(firstReviewProblem({ rating: 5, title: '가'.repeat(101), content: '내용' })).toEqual({
      field: 'title',
      message: '제목은 100자 이내로 입력해 주세요.',
    });
  });

  it('refuses a content longer than the page takes', () => {
    expect(firstReviewProblem({ rating: 5, title: '제목', content: '가'.repeat(reviewTextMax) })).toBeNull();
    expect(
      firstReviewProblem({ rating: 5, title: '제목', content: '가'.repeat(reviewTextMax + 1) })?.field,
    ).toBe('content');
  });
});

describe('buildReviewEdit', () => {
  const draft = {
    rating: 4,
    title: ' 좋아요 ',
    content: '첫 줄\n<둘째>',
    photos: ['/uploads/reviews/a.jpg'],
  };

  it('sends a new review without reviewId, its stars, the text as escaped HTML paragraphs', () => {
    expect(buildReviewEdit({ reviewId: null, orderItemId: 7, draft })).toEqual({
      orderItemId: 7,
      rating: 4,
      reviewTitle: '좋아요',
      reviewDescription: '<p>첫 줄<br>&lt;둘째&gt;</p>',
      photoList: ['/uploads/reviews/a.jpg'],
    });
  });

  it('names the review it changes', () => {
    expect(buildReviewEdit({ reviewId: 3, orderItemId: 7, draft }).reviewId).toBe(3);
  });
});
