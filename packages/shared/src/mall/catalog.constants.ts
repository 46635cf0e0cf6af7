import { withParticle } from '../site/korean-particles';

/** The content mall's catalogue: kinds, statuses, page sizes and its Korean texts (mall.md §3, §4, §9). */

export const itemTypes = ['PRODUCT', 'CONTENT'] as const;
export type ItemType = (typeof itemTypes)[number];

export const contentTypes = ['IMAGE', 'FILE', 'VIDEO', 'MUSIC'] as const;
export type ContentType = (typeof contentTypes)[number];

export const contentTypeLabels: Record<ContentType, string> = {
  IMAGE: '이미지',
  FILE: '파일',
  VIDEO: '영상',
  MUSIC: '음원',
};

/** SALE = on sale; STOP = sales stopped (the buying controls give way to "판매 중지"). */
export const itemStatuses = ['SALE', 'STOP'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

export const optionTypes = ['TREE', 'WRITING'] as const;
export type OptionType = (typeof optionTypes)[number];

export const itemSorts = ['new', 'priceLow', 'priceHigh', 'popular'] as const;
export type ItemSort = (typeof itemSorts)[number];
export const itemSortLabels: Record<ItemSort, string> = {
  new: '최신순',
  priceLow: '낮은 가격순',
  priceHigh: '높은 가격순',
  popular: '인기순',
};

export const mallLimits = {
  /** The mall list: 15 a page, a pager of 5 pages (§9). */
  listPageSize: 15,
  pagerSize: 5,
  /** Featured newest contents on the mall home (§9). */
  newContents: 5,
  /** Reviews on the item page (§9). */
  reviewPageSize: 10,
  /** Review photos get thumbnails only from 2 to 10 (§9). */
  reviewThumbnailsMin: 2,
  reviewThumbnailsMax: 10,
  /** The chatbot's question (§5). */
  questionMaxLength: 500,
  /** Search text of the list's search box. */
  searchMaxLength: 100,
  /** Results the chatbot lists. */
  chatbotResults: 12,
  /** TREE options have at most three levels. */
  optionDepthMax: 3,
  minQuantity: 1,
} as const;

/** The Korean texts of the catalogue's screens (mall.md paraphrases these; quoted ones are exact). */
export const mallMessages = {
  itemNotFound: '상품을 찾을 수 없습니다.',
  salesStopped: '판매 중지',
  salesStoppedNotice: '판매가 중지된 상품입니다.',
  selectOptions: '옵션을 선택해 주세요.',
  selectRequiredOption: '필수 옵션을 하나 이상 선택해 주세요.',
  alreadySelected: '이미 선택한 옵션입니다.',
  /** A required WRITING option left empty when its TREE line is chosen: "이름 새김 문구를 입력해 주세요.". */
  enterWriting: (optionName: string) => `${withParticle(optionName, '을/를')} 입력해 주세요.`,
  quantityMin: '수량은 1개 이상이어야 합니다.',
  previousOptionFirst: '이전 옵션을 먼저 선택해 주세요.',
  chooseOption: (optionName: string) => `${withParticle(optionName, '을/를')} 선택해 주세요.`,
  optionLineAdded: '선택한 옵션을 담았습니다.',
  soldOut: '품절',
  noReviews: '아직 작성된 리뷰가 없습니다.',
  noItems: '조건에 맞는 상품이 없습니다.',
  unlimited: '무제한',
  questionRequired: '질문을 입력해 주세요.',
  questionTooLong: '질문은 500자 이내로 입력해 주세요.',
  chatbotNothingFound:
    '말씀하신 조건에 맞는 자료를 찾지 못했습니다. 조건을 줄이거나 다른 말로 물어봐 주세요.',
} as const;

/** Questions offered as cards on the chatbot page. */
export const chatbotSuggestions = [
  '요한복음 3장 설교 자료 찾아줘',
  '성탄절에 쓸 무료 찬양 있어?',
  '유아부 교재 2만원 이하',
  '부활절 예배 영상 자료',
] as const;
