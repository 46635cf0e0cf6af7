/** Korean texts of the community (spec §2 Community, §5, §8 Posts). */
export const communityMessages = {
  boardRequired: '게시판을 선택해주세요.',
  titleRequired: '게시글 제목을 입력해 주세요.',
  contentRequired: '게시글 내용을 입력해 주세요.',
  titleTooLong: '게시글 제목은 200자 이내로 입력해 주세요.',
  saved: '게시글이 등록되었습니다.',
  saveFailed: '예기치 못한 에러가 발생했습니다.\n문제 지속시 고객센터로 문의 바랍니다.',
  noPermissionToRead: '열람 권한이 없습니다.',
  noPermissionToWrite: '글쓰기 권한이 없습니다.',
  noPermissionToPin: '상단 고정은 관리자만 할 수 있습니다.',
  noPermissionToChange: '작성자 또는 관리자만 수정·삭제할 수 있습니다.',
  notFound: '게시글을 찾을 수 없습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  commentRequired: '댓글 내용을 입력해 주세요.',
  commentTooLong: '댓글은 2,000자 이내로 입력해 주세요.',
  loginToComment: '로그인 후 이용 가능합니다.',
  imageOnly: '이미지 확장자만 업로드 가능합니다.',
  imageTooLarge: '이미지는 10MB 이하만 업로드할 수 있습니다.',
  cancelWriteConfirm: '작성을 취소하시겠습니까? 작성 내용은 저장되지 않습니다.',
  deleteThumbnailConfirm: '썸네일을 삭제하시겠습니까?',
  thumbnailDeletedNotice: '삭제되었습니다. 게시글 등록 시 최종 적용됩니다.',
  deleteConfirm: '정말 삭제하시겠습니까?',
  deleted: '삭제되었습니다.',
  emptyList: '등록된 게시글이 없습니다.',
  secretTitle: '비밀글입니다.',
  attachmentTooMany: '첨부파일은 5개까지 올릴 수 있습니다.',
  attachmentTooLarge: (name: string) => `${name}: 첨부파일은 하나에 50MB까지 올릴 수 있습니다.`,
  attachmentType: (name: string) =>
    `${name}: 올릴 수 없는 파일 형식입니다. 한글, PDF, 오피스 문서, 이미지, ZIP 파일만 올릴 수 있습니다.`,
  attachmentLoginRequired: '로그인한 회원만 첨부파일을 내려받을 수 있습니다.',
  attachmentNotFound: '첨부파일을 찾을 수 없습니다.',
  attachmentAccessSaved: '첨부파일 내려받기 설정을 저장했습니다.',
} as const;

/** The `/new_api` code of a secret post refused to the reader (spec §8). */
export const secretPostRefusedCode = '032';
