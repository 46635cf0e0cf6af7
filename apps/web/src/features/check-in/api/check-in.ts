import { ApiError, api } from '@/lib/api-client';

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

/** The desk's answer: the registration, and the refusal text when there is one (err_code 100 keeps the registration). */
export type DeskAnswer = { registration: CheckInRegistration | null; error: string | null };

async function ask(method: 'GET' | 'POST', barcode: string): Promise<DeskAnswer> {
  try {
    const registration = await api<CheckInRegistration>(
      `/api/register/conference/barcode/${encodeURIComponent(barcode)}`,
      {
        method,
      },
    );
    return { registration, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { registration: (error.contents as CheckInRegistration | null) ?? null, error: error.message };
  }
}

/** Looks a barcode up. */
export const lookUpBarcode = (barcode: string) => ask('GET', barcode);
/** Checks the registration in (when its ticket is printed). */
export const checkInBarcode = (barcode: string) => ask('POST', barcode);
