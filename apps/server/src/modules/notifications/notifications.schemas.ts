import { z } from 'zod';
import { notificationKinds, templateTextMaxLength } from './notification-kinds';
import { unknownPlaceholders } from './placeholders';

export const kindSchema = z.enum(notificationKinds);

export const templateUpdateSchema = z.object({
  kind: kindSchema,
  text: z
    .string()
    .trim()
    .min(1, '알림 문구를 입력해주세요.')
    .max(templateTextMaxLength, `알림 문구는 ${templateTextMaxLength}자 이내로 입력해주세요.`)
    .superRefine((text, context) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length > 0)
        context.addIssue({
          code: 'custom',
          message: `사용할 수 없는 치환 문구입니다: ${unknown.join(', ')}`,
        });
    }),
});

export const templatesAnswerSchema = z.object({
  conferenceIdx: z.number().int(),
  conferenceTitle: z.string(),
  sessions: z.array(z.object({ number: z.number().int(), label: z.string().nullable(), local: z.string() })),
  templates: z.array(
    z.object({
      kind: kindSchema,
      label: z.string(),
      text: z.string(),
      isDefault: z.boolean().describe('true while the text is the default (never edited)'),
      updated_date: z.string().nullable(),
    }),
  ),
  placeholders: z.array(
    z.object({
      token: z.string().describe('as written in the text, e.g. #{이름}'),
      description: z.string(),
      sample: z.string().describe('the value the preview shows'),
    }),
  ),
  maxLength: z.number().int(),
});

export const sendAnswerSchema = z.object({
  batchId: z.number().int(),
  total: z.number().int().describe('messages queued'),
  skipped: z.number().int().describe('registrations left out for an invalid phone'),
});

export const batchSchema = z.object({
  id: z.number().int(),
  conferenceIdx: z.number().int(),
  detailNumber: z.number().int().nullable(),
  kind: z.string(),
  kindLabel: z.string(),
  total: z.number().int(),
  queued: z.number().int().describe('waiting or being sent'),
  sent: z.number().int().describe('alimtalk delivered'),
  sent_sms: z.number().int().describe('delivered by SMS fallback'),
  failed: z.number().int(),
  done: z.boolean(),
  created_date: z.string(),
});
