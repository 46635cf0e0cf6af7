/** Every board: the community's four (spec §9) and the Hana Bible library (spec §2, /hana-bible/board). */
export const allBoardIds = [1, 2, 3, 4, 5] as const;
export type BoardId = (typeof allBoardIds)[number];

/** The community's boards, its tabs and its "every board" list: 1 notices, 2 free board, 3 Q&A, 4 webzine. */
export const boardIds = [1, 2, 3, 4] as const satisfies readonly BoardId[];
export type CommunityBoardId = (typeof boardIds)[number];

/** The Hana Bible library: materials for the course, shown under /hana-bible, never among /community's tabs. */
export const hanaBibleBoardId = 5 satisfies BoardId;

export const boardTitles: Record<BoardId, string> = {
  1: '공지사항',
  2: '자유게시판',
  3: 'Q&A',
  4: '교육 웹진',
  5: '하나바이블 자료실',
};

/** Boards only administrators (level 10) write on (spec §2, §6); members write on the others. */
export const adminOnlyBoards: readonly BoardId[] = [1, 4, hanaBibleBoardId];

/** Where a board's list and its posts live: the library under /hana-bible, the rest under /community. */
export const boardPath = (boardId: number) =>
  boardId === hanaBibleBoardId ? '/hana-bible/board' : `/community/${boardId}`;
export const postPath = (boardId: number, postId: number) =>
  boardId === hanaBibleBoardId ? `/hana-bible/board/${boardId}/${postId}` : `/community/${boardId}/${postId}`;

/** The webzine shows a card grid of thumbnails cut to 7:10 (width:height). */
export const webzineBoardId: BoardId = 4;
export const webzineThumbnail = { width: 700, height: 1000 } as const;

/** Spec §9: 12 posts a page, two pages either side in the pager, "N" within 24 hours. */
export const communityLimits = {
  pageSize: 12,
  pagerRange: 2,
  newBadgeHours: 24,
  titleMaxLength: 200,
  contentMaxLength: 200_000,
  commentMaxLength: 2000,
  /** Editor images and thumbnails. */
  imageMaxBytes: 10 * 1024 * 1024,
  /** Files attached to a post (issue 26: as gnuboard and Rhymix boards carry them). */
  attachmentMaxFiles: 5,
  attachmentMaxBytes: 50 * 1024 * 1024,
} as const;

/**
 * The names a post's attachment may have: 한글, PDF, office documents, pictures and zip. The server
 * checks the bytes too: the name's extension must be one its content can have.
 */
export const attachmentExtensions = [
  'hwp',
  'hwpx',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'zip',
] as const;

/** The extension of a file name, lower-case, or '' when it has none. */
export const fileExtensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Who may download a board's attachments: whoever may read the post, or members only (the library's default). */
export const attachmentAccessLevels = ['readers', 'members'] as const;
export type AttachmentAccess = (typeof attachmentAccessLevels)[number];
export const attachmentAccessLabels: Record<AttachmentAccess, string> = {
  readers: '글을 볼 수 있는 누구나',
  members: '로그인한 회원만',
};

/** What the list can be searched by (spec §2 search-type select). */
export const postSearchTypes = ['title', 'content', 'titleContent', 'author'] as const;
export type PostSearchType = (typeof postSearchTypes)[number];
export const postSearchTypeLabels: Record<PostSearchType, string> = {
  title: '제목',
  content: '내용',
  titleContent: '제목+내용',
  author: '작성자',
};

/** Spec §4: the thumbnail on save — UPDATE with a new file, DELETE when the toggle is on, else unchanged. */
export const postImageCommands = ['UPDATE', 'DELETE'] as const;
export type PostImageCommand = (typeof postImageCommands)[number];
