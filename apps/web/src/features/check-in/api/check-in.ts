import { ApiError, apiWithMessage } from '@/lib/api-client';

/** A completed registration as the check-in desk sees it. */
export type CheckInRegistration = {
  idx: number;
  barcode: string;
  name: string;
  church: string;
  title: string;
  dept: string;
  place: string;
  schedule: string;
  roomname: string | null;
  headcount: number;
  attendees: { idx: number; name: string; church: string }[];
  joined_conference: string;
  joined_date: string | null;
};

/**
 * The desk's answer: the registration, the refusal text when there is one (err_code 100 keeps the
 * registration), and the server's word on a check-in ("입장 처리되었습니다.").
 */
export type DeskAnswer = { registration: CheckInRegistration | null; error: string | null; notice?: string };

async function ask(method: 'GET' | 'POST', barcode: string): Promise<DeskAnswer> {
  try {
    const { contents, message } = await apiWithMessage<CheckInRegistration>(
      `/api/register/conference/barcode/${encodeURIComponent(barcode)}`,
      { method },
    );
    return {
      registration: contents,
      error: null,
      ...(method === 'POST' && message ? { notice: message } : {}),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { registration: (error.contents as CheckInRegistration | null) ?? null, error: error.message };
  }
}

/** Looks a barcode up. */
export const lookUpBarcode = (barcode: string) => ask('GET', barcode);
/** Checks the registration in (when its ticket is printed). */
export const checkInBarcode = (barcode: string) => ask('POST', barcode);
