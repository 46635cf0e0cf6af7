import { z } from 'zod';

/** `/api/...` answers: `err_code` 0 is success; anything else carries a Korean `err_msg`. */
export const apiEnvelope = <T extends z.ZodType>(contents: T) =>
  z.object({ err_code: z.number().int(), err_msg: z.string(), contents });

/** `/new_api/...` and recovery answers: string codes such as "200", "031", "032". */
export const newApiEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data });

/** The refusal shape of `/api/...`: contents is null. */
export const apiErrorSchema = apiEnvelope(z.null());
export const newApiErrorSchema = newApiEnvelope(z.null());

export type ApiEnvelope<T> = { err_code: number; err_msg: string; contents: T };
export type NewApiEnvelope<T> = { code: string; message: string; data: T };
