import { describe, expect, it } from 'vitest';
import {
  hideReasonMax,
  hideRequestOf,
  reviewStatusOf,
  reviewVisibilityMessages,
  showRequest,
  visibilityActionOf,
  visibilityDoneMessage,
} from './review-visibility';

const visible = { deleted: false, hidden: false, hiddenReason: null };
const hidden = { deleted: false, hidden: true, hiddenReason: '광고성 글' };

describe('hideRequestOf', () => {
  it('hides with the reason trimmed', () => {
    expect(hideRequestOf('  광고성 글 ')).toEqual({ ok: true, body: { hidden: true, reason: '광고성 글' } });
  });

  it('asks for a reason when there is none', () => {
    for (const reason of ['', '   ', '\n'])
      expect(hideRequestOf(reason)).toEqual({ ok: false, problem: reviewVisibilityMessages.reasonRequired });
  });

  it('takes 200 characters as the server counts them (an emoji is one) and refuses more', () => {
    expect(hideRequestOf('가'.repeat(hideReasonMax))).toMatchObject({ ok: true });
    expect(hideRequestOf('😀'.repeat(hideReasonMax))).toMatchObject({ ok: true });
    expect(hideRequestOf('가'.repeat(hideReasonMax + 1))).toEqual({
      ok: false,
      problem: reviewVisibilityMessages.reasonTooLong,
    });
  });
});

describe('showRequest', () => {
  it('only says the review is no longer hidden', () => {
    expect(showRequest).toEqual({ hidden: false });
  });
});

describe('visibilityActionOf', () => {
  it('hides a visible review and shows a hidden one', () => {
    expect(visibilityActionOf(visible)).toBe('hide');
    expect(visibilityActionOf(hidden)).toBe('show');
  });

  it('leaves a review its author deleted alone, hidden or not', () => {
    expect(visibilityActionOf({ ...visible, deleted: true })).toBeNull();
    expect(visibilityActionOf({ ...hidden, deleted: true })).toBeNull();
  });
});

describe('reviewStatusOf', () => {
  it('says 보임 for a visible review, without the reason of an earlier hiding', () => {
    expect(reviewStatusOf({ ...visible, hiddenReason: '예전 사유' })).toEqual({
      label: '보임',
      tone: 'done',
      hiddenReason: null,
    });
  });

  it('says 숨김 with the reason for a hidden review', () => {
    expect(reviewStatusOf(hidden)).toEqual({ label: '숨김', tone: 'error', hiddenReason: '광고성 글' });
  });

  it('says 작성자 삭제 for a deleted review, keeping the reason if it was hidden too', () => {
    expect(reviewStatusOf({ ...visible, deleted: true })).toEqual({
      label: '작성자 삭제',
      tone: 'neutral',
      hiddenReason: null,
    });
    expect(reviewStatusOf({ ...hidden, deleted: true })).toMatchObject({ hiddenReason: '광고성 글' });
  });
});

describe('visibilityDoneMessage', () => {
  it('names the review changed', () => {
    expect(visibilityDoneMessage('hide', '좋아요')).toBe("'좋아요' 리뷰를 숨겼습니다.");
    expect(visibilityDoneMessage('show', '좋아요')).toBe("'좋아요' 리뷰를 다시 보이게 했습니다.");
  });
});
