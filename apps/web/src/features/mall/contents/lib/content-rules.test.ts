import { describe, expect, it } from 'vitest';
import { canWriteReview, detailAction, downloadState } from './content-rules';

const paid = {
  orderContentStatus: 'CREATE_DONE',
  unlimited: false,
  expired: false,
  downloadable: true,
  askedBack: false,
};

describe('detailAction (spec §4, the detail button)', () => {
  it('shows the detail while the period is not past', () => {
    expect(detailAction(paid)).toBe('detail');
    expect(detailAction({ ...paid, orderContentStatus: 'DOWNLOAD_DOING' })).toBe('detail');
    expect(detailAction({ ...paid, orderContentStatus: 'NOT_PAID' })).toBe('detail');
    expect(detailAction({ ...paid, orderContentStatus: 'DOWNLOAD_FIN' })).toBe('detail');
  });

  it('hides it for a finished download of unlimited period', () => {
    expect(detailAction({ ...paid, orderContentStatus: 'DOWNLOAD_FIN', unlimited: true })).toBe('none');
    expect(detailAction({ ...paid, unlimited: true })).toBe('detail');
  });

  it('hides it once the period is past', () => {
    expect(detailAction({ ...paid, expired: true })).toBe('none');
  });

  it('gives the system-error notice for a content that failed to be made', () => {
    expect(detailAction({ ...paid, orderContentStatus: 'CREATE_FAIL' })).toBe('systemError');
    expect(detailAction({ ...paid, orderContentStatus: 'CREATE_FAIL', expired: true })).toBe('systemError');
  });
});

describe('canWriteReview', () => {
  it('offers a review only for a paid content without one', () => {
    expect(canWriteReview({ reviewed: false, orderContentStatus: 'CREATE_DONE' })).toBe(true);
    expect(canWriteReview({ reviewed: false, orderContentStatus: 'DOWNLOAD_FIN' })).toBe(true);
    expect(canWriteReview({ reviewed: true, orderContentStatus: 'CREATE_DONE' })).toBe(false);
    expect(canWriteReview({ reviewed: false, orderContentStatus: 'NOT_PAID' })).toBe(false);
    expect(canWriteReview({ reviewed: false, orderContentStatus: 'REFUNDED' })).toBe(false);
  });
});

describe('downloadState (spec §4, downloads)', () => {
  it('offers the files when the server says they can be downloaded', () => {
    expect(downloadState(paid)).toBe('downloadable');
  });

  it('says why not otherwise', () => {
    const closed = { ...paid, downloadable: false };
    expect(downloadState({ ...closed, orderContentStatus: 'NOT_PAID' })).toBe('notPaid');
    expect(downloadState({ ...closed, orderContentStatus: 'CREATE_FAIL' })).toBe('systemError');
    expect(downloadState({ ...closed, orderContentStatus: 'REFUNDED', expired: true })).toBe('refunded');
    expect(downloadState({ ...closed, askedBack: true })).toBe('askedBack');
    expect(downloadState({ ...closed, expired: true })).toBe('expired');
    expect(downloadState({ ...closed, orderContentStatus: 'DOWNLOAD_FIN' })).toBe('unavailable');
  });
});
