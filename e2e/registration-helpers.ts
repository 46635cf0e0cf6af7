/** A conference registration made through the API, and its payment by card in the simulator's window. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a spec registers: the applicant, the attendees, and any other field of the form (address, receipt…). */
export interface RegistrationByApi {
  applicant: { name: string; phone: string; church: string; email?: string };
  attendees: { name: string; church: string }[];
  [field: string]: unknown;
}

/**
 * Registers for the department `detailIdx` as whoever is logged in on `page` (the terms agreed);
 * answers the registration idx.
 */
export async function registerByApi(page: Page, detailIdx: number, registration: RegistrationByApi) {
  const { applicant, attendees, ...fields } = registration;
  const registered = await page.request.post(`/api/register/conference/${detailIdx}`, {
    data: { ...fields, registerConference: applicant, registerMemberList: attendees, agree: 'Y' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return (await registered.json()).contents as number;
}

/** Pays by card in the simulator's window from the payment page `page` is on (/register_pay/…). */
export async function payByCardOnPage(page: Page) {
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByText('결제가 완료되었습니다. 신청이 완료되었습니다.')).toBeVisible();
}

/** Opens the registration's payment page and pays by card in the simulator's window. */
export async function payByCardInWindow(page: Page, registrationIdx: number) {
  await page.goto(`/register_pay/${registrationIdx}`);
  await payByCardOnPage(page);
}

/** Registers through the API (registerByApi) and pays by card in the window; answers the registration idx. */
export async function registerAndPayByApi(page: Page, detailIdx: number, registration: RegistrationByApi) {
  const registrationIdx = await registerByApi(page, detailIdx, registration);
  await payByCardInWindow(page, registrationIdx);
  return registrationIdx;
}
