import { z } from 'zod';
import {
  attachmentAccessLevels,
  communityLimits,
  postImageCommands,
  postSearchTypes,
} from './community.constants';

/** Spec §3 Page info: the page, the pager's first and last page numbers, whether there are pages before/after them, the total of posts and the page size. */
export const pageInfoSchema = z.object({
  page: z.number().int(),
  start: z.number().int().describe('first page number shown in the pager'),
  end: z.number().int().describe('last page number shown in the pager (≥ 1)'),
  prev: z.boolean().describe('a page before `start` exists'),
  next: z.boolean().describe('a page after `end` exists'),
  total: z.number().int().describe('posts matching the list call'),
  size: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** GET /new_api/post/list query (the spec leaves its parameters open). */
export const postListQuerySchema = z.object({
  boardId: z.coerce
    .number()
    .int()
    .min(0)
    .max(5)
    .optional()
    .describe("absent or 0 = the community's four boards"),
  searchType: z.enum(postSearchTypes).optional(),
  searchText: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  memberIdx: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('"my posts": only the caller’s own (any other idx is refused)'),
});

/** One row of a board list (spec §3 Post). A secret post the reader may not open shows no content nor thumbnail and a masked title. */
export const postListItemSchema = z.object({
  postId: z.number().int(),
  boardId: z.number().int(),
  boardTitle: z.string(),
  postTitle: z.string(),
  postAuthor: z.string(),
  postAuthorId: z.number().int().describe('the author’s member idx'),
  isSecret: z.boolean(),
  isPin: z.boolean(),
  postThumbnail: z.string().nullable(),
  postHit: z.number().int(),
  commentCount: z.number().int(),
  createdDateTime: z.string(),
  seq: z.number().int().nullable().describe('the row number; null = pinned'),
  canRead: z.boolean().describe('false for a secret post of someone else'),
  attachmentCount: z.number().int().describe('files attached (0 for a secret post the reader may not open)'),
});
export type PostListItem = z.infer<typeof postListItemSchema>;

export const postListSchema = z.object({ postList: z.array(postListItemSchema), pageInfo: pageInfoSchema });
export type PostList = z.infer<typeof postListSchema>;

/** A file attached to a post, downloaded through GET /new_api/post/attachment/{attachmentId}. */
export const postAttachmentSchema = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  bytes: z.number().int(),
  downloadCount: z.number().int(),
});
export type PostAttachment = z.infer<typeof postAttachmentSchema>;

/** GET /new_api/post/{postId}: the post with its HTML (sanitised when saved) and its live comments. */
export const postDetailSchema = z.object({
  post: postListItemSchema.omit({ seq: true, canRead: true }).extend({
    postContent: z.string(),
    canEdit: z.boolean().describe('the author or an administrator'),
    attachments: z.array(postAttachmentSchema),
    attachmentAccess: z
      .enum(attachmentAccessLevels)
      .describe('readers = whoever may read the post downloads its files; members = logged-in members only'),
  }),
  comments: z.array(
    z.object({
      commentId: z.number().int(),
      postId: z.number().int(),
      commentContent: z.string().describe('plain text'),
      memberName: z.string(),
      memberIdx: z.number().int(),
      createdDateTime: z.string(),
      isDel: z.enum(['Y', 'N']),
      canDelete: z.boolean(),
    }),
  ),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** The `json` part of POST /new_api/post/edit (multipart, with an optional `thumbnail` file part). */
export const postEditSchema = z.object({
  postId: z.number().int().positive().optional().describe('absent = a new post'),
  boardId: z.number().int().optional(),
  postTitle: z.string().optional(),
  postContent: z.string().max(communityLimits.contentMaxLength).optional(),
  isSecret: z.boolean().default(false),
  isPin: z.boolean().default(false),
  postImageCommand: z.enum(postImageCommands).nullable().optional(),
  removeAttachmentIds: z
    .array(z.number().int().positive())
    .max(communityLimits.attachmentMaxFiles)
    .default([])
    .describe('attachments of this post to remove on an edit'),
});
export type PostEdit = z.infer<typeof postEditSchema>;

/** A refusal of the save: the missing fields with their texts, in the spec's order (board, title, content). */
export const postSaveReasonSchema = z.object({
  field: z.enum(['boardId', 'postTitle', 'postContent']),
  message: z.string(),
});
export type PostSaveReason = z.infer<typeof postSaveReasonSchema>;

export const postSavedSchema = z.object({ postId: z.number().int() });

/** POST /new_api/comment/new */
export const commentCreateSchema = z.object({
  postId: z.number().int().positive(),
  commentContent: z.string(),
});

/** PUT /api/admin/boards/{boardId}: who may download the board's attachments. */
export const boardSettingsSchema = z.object({ attachmentAccess: z.enum(attachmentAccessLevels) });
export type BoardSettings = z.infer<typeof boardSettingsSchema>;

/** GET /api/admin/boards: every board with its settings. */
export const adminBoardListSchema = z.array(
  boardSettingsSchema.extend({ boardId: z.number().int(), title: z.string() }),
);
