/**
 * 상품정보제공고시 (전자상거래 등에서의 상품 등의 정보제공에 관한 고시, 공정거래위원회): the product
 * groups this catalogue sells and, for each, the items the notice must state, in the notice's order and
 * words. The admin form, the save's check and the item page's table all read this one list.
 *
 * The catalogue needs three of the notice's groups: 서적 for textbooks and printed books, 디지털콘텐츠
 * for every downloaded or streamed content, and 기타 재화 for goods no other group covers (stickers,
 * cards, stamps: the notice has no stationery group; 사무용기기 is for computers and printers).
 */

/** One item of a group's notice: its stored key, its official wording and how long its value may be. */
export type ProductNoticeField = {
  /** Where the value is stored (unique across groups, so a draft keeps each group's values apart). */
  key: string;
  /** The notice's own wording, shown as the form's label and the table's row heading. */
  label: string;
  /** What to write, as the notice explains it. */
  hint?: string;
  /** Characters the value may have. */
  max: number;
  /** Needed before the item may be on sale; every item of the notice is. */
  required: boolean;
  /** A longer text: a box of several lines. */
  long?: boolean;
  /** A value read in a special way: an ISBN-13 (digits, its check digit verified). */
  format?: 'isbn';
};

export type ProductNoticeGroupDefinition = { label: string; fields: readonly ProductNoticeField[] };

/** When an item of the notice does not apply, the notice still asks for it to be said. */
const notApplicable = '해당하지 않으면 ‘해당 없음’이라고 적어 주세요.';

export const productNoticeGroups = {
  BOOK: {
    label: '도서',
    fields: [
      { key: 'bookTitle', label: '도서명', max: 200, required: true },
      { key: 'authorPublisher', label: '저자, 출판사', max: 200, required: true },
      {
        key: 'bookSize',
        label: '크기',
        hint: '전자책은 파일의 용량을 적어 주세요.',
        max: 100,
        required: true,
      },
      {
        key: 'pageCount',
        label: '쪽수',
        hint: `전자책은 ‘해당 없음’이라고 적어 주세요.`,
        max: 50,
        required: true,
      },
      {
        key: 'bookComposition',
        label: '제품 구성',
        hint: '전집이나 세트는 낱권 구성, 함께 든 CD 등을 적어 주세요.',
        max: 300,
        required: true,
      },
      { key: 'publishedOn', label: '출간일', max: 50, required: true },
      {
        key: 'tableOfContents',
        label: '목차 또는 책소개',
        hint: '아동용 학습 교재는 사용 연령을 함께 적어 주세요.',
        max: 2000,
        required: true,
        long: true,
      },
      {
        key: 'isbn',
        label: 'ISBN',
        hint: '13자리(978 또는 979로 시작). 하이픈(-)은 넣어도 됩니다. ISBN이 없는 책은 비워 두세요.',
        max: 20,
        required: false,
        format: 'isbn',
      },
    ],
  },
  DIGITAL_CONTENT: {
    label: '디지털콘텐츠',
    fields: [
      { key: 'producer', label: '제작자 또는 공급자', max: 200, required: true },
      {
        key: 'termsOfUse',
        label: '이용조건, 이용기간',
        hint: '이용할 수 있는 범위와 기간(예: 교회 안 사용, 구매 후 90일)을 적어 주세요.',
        max: 500,
        required: true,
        long: true,
      },
      {
        key: 'deliveryMethod',
        label: '상품 제공 방식',
        hint: 'CD, 다운로드, 실시간 스트리밍 등',
        max: 200,
        required: true,
      },
      {
        key: 'systemRequirements',
        label: '최소 시스템 사양, 필수 소프트웨어',
        hint: notApplicable,
        max: 300,
        required: true,
      },
      {
        key: 'withdrawalEffect',
        label: '청약철회 또는 계약의 해제·해지에 따른 효과',
        max: 1000,
        required: true,
        long: true,
      },
      { key: 'contentHelpPhone', label: '소비자상담 관련 전화번호', max: 50, required: true },
    ],
  },
  OTHER_GOODS: {
    label: '기타 재화',
    fields: [
      { key: 'nameAndModel', label: '품명 및 모델명', max: 200, required: true },
      {
        key: 'certification',
        label: '법에 의한 인증·허가 등을 받았음을 확인할 수 있는 경우 그에 대한 사항',
        hint: `어린이제품 KC 인증 번호 등. ${notApplicable}`,
        max: 300,
        required: true,
      },
      { key: 'origin', label: '제조국 또는 원산지', max: 100, required: true },
      {
        key: 'maker',
        label: '제조자, 수입품의 경우 수입자를 함께 표기',
        max: 200,
        required: true,
      },
      {
        key: 'afterServicePhone',
        label: 'A/S 책임자와 전화번호 또는 소비자상담 관련 전화번호',
        max: 200,
        required: true,
      },
    ],
  },
} as const satisfies Record<string, ProductNoticeGroupDefinition>;

export type ProductNoticeGroup = keyof typeof productNoticeGroups;
export const productNoticeGroupKeys = Object.keys(productNoticeGroups) as [
  ProductNoticeGroup,
  ...ProductNoticeGroup[],
];

/** The items of a group's notice, in its order. */
export const productNoticeFieldsOf = (group: ProductNoticeGroup): readonly ProductNoticeField[] =>
  productNoticeGroups[group].fields;
