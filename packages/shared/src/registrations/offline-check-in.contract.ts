import { z } from 'zod';

/**
 * The check-in desk that keeps working without the network: before the doors open a device downloads
 * the session's scan list (only what a scan needs), admits from it offline, queues the admissions and
 * sends them when the network returns. The server applies each admission with one conditional
 * statement: the first admission to reach the server wins (see sync-check-ins.ts).
 */

/** A session a desk can prepare for: one with completed registrations. */
export const checkInSessionSchema = z.object({
  detail_idx: z.number().int(),
  title: z.string(),
  dept: z.string(),
  schedule: z.string(),
  attendees: z.number().int().describe('attendees of completed registrations, cancelled ones left out'),
});
export type CheckInSession = z.infer<typeof checkInSessionSchema>;

/** One line of the scan list: an attendee's own barcode and what the desk shows on a scan. */
export const scanListEntrySchema = z.object({
  barcode: z
    .string()
    .describe('the attendee’s own barcode (the registration’s barcode + attendee idx in 4 digits)'),
  name: z.string(),
  church: z.string(),
  registration_idx: z.number().int(),
  cancelled: z.boolean().describe('the attendee or the whole registration was cancelled'),
  checked_in_at: z.string().nullable().describe('ISO 8601 instant of the admission, or null'),
});
export type ScanListEntry = z.infer<typeof scanListEntrySchema>;

/** GET /api/register/conference/check-in/sessions/{detailIdx}/scan-list. */
export const scanListSchema = z.object({
  detail_idx: z.number().int(),
  title: z.string(),
  dept: z.string(),
  downloaded_at: z.string().describe('ISO 8601'),
  entries: z.array(scanListEntrySchema),
});
export type ScanList = z.infer<typeof scanListSchema>;

/** One admission made on a device (offline), as queued there. */
export const queuedAdmissionSchema = z.object({
  clientEventId: z.string().min(8).max(64).describe('made by the device; sending it again changes nothing'),
  barcode: z.string().trim().min(1).max(40),
  admittedAt: z.string().datetime({ offset: true }).describe('the device’s clock'),
});
export type QueuedAdmission = z.infer<typeof queuedAdmissionSchema>;

/** POST /api/register/conference/check-in/sync. */
export const checkInSyncRequestSchema = z.object({
  deviceId: z.string().min(4).max(64),
  admissions: z.array(queuedAdmissionSchema).min(1).max(200),
});
export type CheckInSyncRequest = z.infer<typeof checkInSyncRequestSchema>;

export const checkInSyncResults = ['admitted', 'already', 'cancelled', 'unknown'] as const;
export type CheckInSyncResult = (typeof checkInSyncResults)[number];

/** The server's answer to one queued admission. */
export const checkInSyncAnswerSchema = z.object({
  clientEventId: z.string(),
  barcode: z.string(),
  result: z.enum(checkInSyncResults),
  name: z.string().nullable(),
  checked_in_at: z
    .string()
    .nullable()
    .describe('ISO 8601 of the admission that counts (for already: the first one)'),
  winner_device_id: z
    .string()
    .nullable()
    .describe('already: the device whose admission came first; null when it was the online desk'),
});
export type CheckInSyncAnswer = z.infer<typeof checkInSyncAnswerSchema>;

/** A second admission of an attendee already admitted by another device (충돌 내역). */
export const checkInConflictSchema = z.object({
  idx: z.number().int(),
  barcode: z.string(),
  name: z.string(),
  church: z.string(),
  device_id: z.string().describe('the device whose admission came second'),
  admitted_at: z.string().describe('ISO 8601, that device’s clock'),
  received_at: z.string(),
  winner_device_id: z.string().nullable(),
  winner_at: z.string().nullable(),
});
export type CheckInConflict = z.infer<typeof checkInConflictSchema>;

/** How a device is named to staff: "기기 3F2A" (the online desk when there is none). */
export const checkInDeviceLabel = (deviceId: string | null) =>
  deviceId
    ? `기기 ${deviceId
        .replace(/[^0-9a-z]/gi, '')
        .slice(-4)
        .toUpperCase()}`
    : '온라인 데스크';
