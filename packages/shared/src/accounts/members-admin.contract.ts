import { z } from 'zod';
import { joinTypeSchema } from './account.contract';

/** "name" searches the name or the id (the member list's "name(id)"). */
export const memberSearchTypes = ['name', 'phone', 'email'] as const;
export type MemberSearchType = (typeof memberSearchTypes)[number];

/** GET /api/members: the query. */
export const memberListQuerySchema = z.object({
  searchType: z.enum(memberSearchTypes).default('name'),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One member as the administrator's list shows them. */
export const adminMemberSchema = z.object({
  idx: z.number().int(),
  uid: z.string(),
  name: z.string(),
  phone: z.string().describe('digits only'),
  email: z.string(),
  level: z.number().int().describe('1 restricted, 2 member, 5 staff, 10 administrator'),
  status: z.string().describe('active or withdrawn'),
  withdrawn: z.boolean().describe('withdrawn members are anonymised and cannot be edited'),
  created_date: z.string(),
  last_logindate: z.string().nullable(),
  joinType: z.array(joinTypeSchema),
  isOver14: z
    .enum(['Y', 'N'])
    .nullable()
    .describe('the age given at sign-up: Y 14 or older, N under 14; null when it was never asked'),
  guardian: z
    .object({
      name: z.string(),
      phone: z.string().describe('digits only'),
      verified_date: z.string().nullable().describe('when the guardian’s phone code was checked'),
    })
    .nullable()
    .describe('under 14: the 법정대리인 who consented'),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** GET /api/members: newest first, 30 a page. */
export const memberPageSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(adminMemberSchema),
});
export type AdminMemberPage = z.infer<typeof memberPageSchema>;

/** PUT /api/member/{idx}: an administrator's correction (a field left out keeps its value). */
export const memberEditSchema = z.object({
  name: z.string().max(50).optional(),
  phone: z.string().max(30).optional(),
  email: z.string().max(200).optional(),
  level: z.number().int().optional().describe('1 to 10; left out keeps the level'),
});
export type MemberEdit = Required<z.infer<typeof memberEditSchema>>;
