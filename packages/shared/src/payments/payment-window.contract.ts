import { z } from 'zod';

/**
 * The provider's payment window as the server signed it: on PC the script loads it from `fields`
 * (INIStdPay), on mobile the page posts `fields` to `action`. Shared by every purchase that is paid.
 */
export const paymentWindowSchema = z.discriminatedUnion('device', [
  z.object({ device: z.literal('pc'), jsUrl: z.string(), fields: z.record(z.string(), z.string()) }),
  z.object({
    device: z.literal('mobile'),
    action: z.string(),
    acceptCharset: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
]);
export type PaymentWindow = z.infer<typeof paymentWindowSchema>;
