import { z } from 'zod';

export const introductionCategorySchema = z.coerce.number().int().min(1).max(5);

export const introductionSchema = z.object({
  category: z.number().int(),
  title: z.string(),
  contents: z.string().describe('sanitised HTML'),
  updated_date: z.string(),
});
export type Introduction = z.infer<typeof introductionSchema>;
