import { z } from 'zod';

/**
 * A content's large files go from the page straight to the bucket (issue 30): the page asks for a
 * signed address, sends the file there, then asks the server to check and keep it. On local storage the
 * server answers `multipart` and the page uploads through POST /api/admin/mall/uploads as before.
 */
export const directUploadRequestSchema = z.object({
  name: z.string().min(1).max(500).describe('the file’s name on the administrator’s computer'),
  bytes: z
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .describe('its size; more than 200 MB is refused before anything is sent'),
});

export const directUploadSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('multipart') }),
  z.object({
    mode: z.literal('direct'),
    key: z.string().describe('the upload’s key, given back to …/direct/finish'),
    url: z.string().describe('PUT the file’s bytes here, with exactly the declared size'),
    expiresAt: z.string().describe('the address works until then (ISO 8601)'),
  }),
]);
export type DirectUpload = z.infer<typeof directUploadSchema>;

export const directUploadFinishSchema = z.object({
  key: z.string().max(100),
  name: z.string().min(1).max(500),
});

export const directUploadMessages = {
  notSent: '파일이 저장소에 올라가지 않았습니다. 다시 올려 주세요.',
  refused: '파일 내용이 이미지, 음원, 영상, PDF, 문서(오피스, 한글) 또는 zip이 아니어서 올리지 않았습니다.',
} as const;
