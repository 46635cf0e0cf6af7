import { z } from 'zod';
import { inquiryStatuses } from './inquiry.messages';

/**
 * POST /api/qna (spec §7). Deliberately loose: the server checks the fields itself in the spec's order
 * (conference, title, contents) so each refusal carries the spec's text; the caps here only bound the body.
 */
export const createInquiryRequestSchema = z.object({
  conference_idx: z.union([z.number(), z.string().max(20)]).nullish(),
  title: z.string().max(2000).nullish(),
  contents: z.string().max(50_000).nullish(),
});
export type CreateInquiryRequest = z.input<typeof createInquiryRequestSchema>;

/** One of the caller's inquiries (spec §3 Inquiry); contents is plain text, never HTML. */
export const myInquirySchema = z.object({
  idx: z.number().int(),
  conference_idx: z.number().int(),
  conferenceTitle: z.string(),
  title: z.string(),
  contents: z.string().describe('plain text as written; show it as text, never as HTML'),
  status: z.enum(inquiryStatuses),
  created_date: z.string(),
  updated_date: z.string(),
  confirmed_date: z.string().nullable(),
  answer: z.string().nullable().describe('the administration’s reply, plain text; show it as text'),
  answered_date: z.string().nullable(),
});
export type MyInquiry = z.infer<typeof myInquirySchema>;

/** GET /api/qna/mine: one page of the caller's inquiries, newest first. */
export const myInquiryPageSchema = z.object({
  list: z.array(myInquirySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type MyInquiryPage = z.infer<typeof myInquiryPageSchema>;

/** GET /api/conference/title/list: the published conferences to choose from. */
export const conferenceTitleListSchema = z.array(z.object({ idx: z.number().int(), title: z.string() }));
export type ConferenceTitle = z.infer<typeof conferenceTitleListSchema>[number];
