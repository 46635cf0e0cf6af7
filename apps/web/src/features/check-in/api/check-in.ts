import type { CheckInRegistration } from '@edu/shared';
import { ApiError, apiWithMessage } from '@/lib/api-client';

/** A group as the check-in desk sees it: every attendee still coming and who of them came in. */
export type { CheckInRegistration };

/**
 * The desk's answer: the registration, the refusal text when there is one (err_code 100 keeps the
 * registration), and the server's word on a check-in ("입장 처리되었습니다.").
 */
export type DeskAnswer = {
  registration: CheckInRegistration | null;
  error: string | null;
  notice?: string;
  /** No answer came at all (the network is down): the desk admits from its kept list instead. */
  offline?: boolean;
};

type Admission = { attendeeIdxs?: number[] | undefined; allowOffDay?: boolean };

async function ask(method: 'GET' | 'POST', barcode: string, admission: Admission = {}): Promise<DeskAnswer> {
  try {
    const body = {
      ...(admission.attendeeIdxs && { attendeeIdxs: admission.attendeeIdxs }),
      ...(admission.allowOffDay && { allowOffDay: true }),
    };
    const { contents, message } = await apiWithMessage<CheckInRegistration>(
      `/api/register/conference/barcode/${encodeURIComponent(barcode)}`,
      method === 'POST' ? { method, body } : { method },
    );
    return {
      registration: contents,
      error: null,
      ...(method === 'POST' && message ? { notice: message } : {}),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      registration: (error.contents as CheckInRegistration | null) ?? null,
      error: error.message,
      ...(error.isNetworkError ? { offline: true } : {}),
    };
  }
}

/** Looks a barcode up. */
export const lookUpBarcode = (barcode: string) => ask('GET', barcode);
/**
 * Admits at the desk: an attendee's own barcode admits that attendee; the registration's barcode the
 * attendees given, or everyone of the group not yet in. On another day than the session's the server
 * admits only with allowOffDay (the staff confirmed it), and logs it.
 */
export const checkInBarcode = (barcode: string, attendeeIdxs?: number[], allowOffDay = false) =>
  ask('POST', barcode, { attendeeIdxs, allowOffDay });
