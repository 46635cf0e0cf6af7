/** Korean texts of the inquiry form and list (spec §5 Q&A, §7 POST /api/qna). */
export const inquiryMessages = {
  loginRequired: '로그인 후 이용해주세요.',
  conferenceRequired: '컨퍼런스를 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: '제목은 100자 이내로 입력해 주세요.',
  contentsRequired: '내용을 입력해 주세요.',
  contentsTooLong: '내용은 5,000자 이내로 입력해 주세요.',
  created: '문의가 등록되었습니다.',
  failed: '문의 등록에 실패했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Inquiry states (spec §4): 문의신청 until an administrator confirms it (처리완료). */
export const inquiryStatuses = ['문의신청', '처리완료'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** Longest title and body an inquiry may carry. */
export const inquiryLimits = { titleMaxLength: 100, contentsMaxLength: 5000, pageSize: 10 } as const;
