/** The four boards (spec §9): 1 notices, 2 free board, 3 Q&A, 4 education webzine. */
export const boardIds = [1, 2, 3, 4] as const;
export type BoardId = (typeof boardIds)[number];

export const boardTitles: Record<BoardId, string> = {
  1: '공지사항',
  2: '자유게시판',
  3: 'Q&A',
  4: '교육 웹진',
};

/** Boards only administrators (level 10) write on (spec §2, §6); members write on the others. */
export const adminOnlyBoards: readonly BoardId[] = [1, 4];

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
} as const;

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
