import type { ProductNotice } from '@edu/shared';

/**
 * Whole 상품정보제공고시 of each group, for tests that put an item on sale and are about something else:
 * a textbook (도서, with a real ISBN), a downloaded content (디지털콘텐츠) and a good (기타 재화).
 */
export const testNotices = {
  book: {
    group: 'BOOK',
    values: {
      bookTitle: '여름성경학교 교사용 지도서',
      authorPublisher: '하나바이블 교육부 / 하나바이블',
      bookSize: '210×297mm',
      pageCount: '96쪽',
      bookComposition: '지도서 1권',
      publishedOn: '2026-05-01',
      tableOfContents: '1일 창조 ~ 5일 찬양 잔치 (교사용)',
      isbn: '9788936434120',
    },
  },
  content: {
    group: 'DIGITAL_CONTENT',
    values: {
      producer: '하나바이블',
      termsOfUse: '교회 안 예배와 교육에 사용, 구매 후 30일',
      deliveryMethod: '다운로드',
      systemRequirements: '해당 없음',
      withdrawalEffect: '다운로드한 콘텐츠는 청약철회가 제한됩니다.',
      contentHelpPhone: '02-1234-5678',
    },
  },
  goods: {
    group: 'OTHER_GOODS',
    values: {
      nameAndModel: '출석 스탬프 / ST-01',
      certification: '해당 없음',
      origin: '대한민국',
      maker: '다음세대연구소',
      afterServicePhone: '02-1234-5678',
    },
  },
} as const satisfies Record<string, ProductNotice>;
