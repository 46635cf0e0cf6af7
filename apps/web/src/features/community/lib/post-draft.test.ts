import { communityMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { canWriteOn } from './permissions';
import { draftProblemAt, hasVisibleContent, saveFailureMessage } from './post-draft';

const draftProblem = (draft: Parameters<typeof draftProblemAt>[0]) => draftProblemAt(draft)?.message ?? null;

describe('draftProblem', () => {
  it('checks board, title and content in that order with the server texts', () => {
    expect(draftProblem({ boardId: null, postTitle: '', postContent: '' })).toBe(
      communityMessages.boardRequired,
    );
    expect(draftProblem({ boardId: 2, postTitle: '  ', postContent: '' })).toBe(
      communityMessages.titleRequired,
    );
    expect(draftProblem({ boardId: 2, postTitle: '제목', postContent: '<p> &nbsp;</p>' })).toBe(
      communityMessages.contentRequired,
    );
    expect(draftProblem({ boardId: 2, postTitle: '제목', postContent: '<p>본문</p>' })).toBeNull();
  });

  it('counts an image alone as content', () => {
    expect(hasVisibleContent('<p><img src="/uploads/a.png"></p>')).toBe(true);
  });
});

describe('saveFailureMessage', () => {
  it('shows the first of the server reasons', () => {
    const body = {
      code: '400',
      message: '입력값을 확인해 주세요.',
      data: null,
      reasons: [
        { field: 'postTitle', message: communityMessages.titleRequired },
        { field: 'postContent', message: communityMessages.contentRequired },
      ],
    };
    expect(
      saveFailureMessage(Object.assign(new Error(body.message), { status: 400, code: '400', body })),
    ).toBe(communityMessages.titleRequired);
  });

  it('falls back to the generic text otherwise', () => {
    expect(saveFailureMessage(Object.assign(new Error('오류'), { status: 500, body: { code: '500' } }))).toBe(
      communityMessages.saveFailed,
    );
    expect(saveFailureMessage(new Error('x'))).toBe(communityMessages.saveFailed);
  });
});

describe('canWriteOn', () => {
  it('lets administrators write everywhere and members on boards 2 and 3', () => {
    expect([1, 2, 3, 4].map((board) => canWriteOn(10, board))).toEqual([true, true, true, true]);
    expect([1, 2, 3, 4].map((board) => canWriteOn(2, board))).toEqual([false, true, true, false]);
    expect([1, 2, 3, 4].map((board) => canWriteOn(1, board))).toEqual([false, false, false, false]);
    expect(canWriteOn(undefined, 2)).toBe(false);
  });
});
