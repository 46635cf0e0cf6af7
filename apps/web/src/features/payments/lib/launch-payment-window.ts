import type { PayForm } from '@edu/shared';
import { wrongAddressNotice } from '@/lib/official-address';

declare global {
  interface Window {
    INIStdPay?: { pay(formId: string): void };
  }
}

const formId = 'inicis-payment-form';

function buildForm(fields: Record<string, string>, attributes: Record<string, string> = {}): HTMLFormElement {
  document.getElementById(formId)?.remove();
  const form = document.createElement('form');
  form.id = formId;
  form.method = 'post';
  form.hidden = true;
  for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value);
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  return form;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
    if (existing && window.INIStdPay) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'));
    document.head.appendChild(script);
  });
}

/**
 * Opens the provider's window with the form the server signed: on PC the provider's script takes the
 * form (INIStdPay.pay); on mobile the whole page posts to the provider.
 */
export async function launchPaymentWindow(payForm: NonNullable<PayForm['form']>): Promise<void> {
  // At another address than the official one the post is refused by our own CSP and the provider
  // returns elsewhere: say so rather than do nothing.
  const wrongAddress = wrongAddressNotice();
  if (wrongAddress) throw new Error(wrongAddress);
  if (payForm.device === 'mobile') {
    buildForm(payForm.fields, { action: payForm.action, 'accept-charset': payForm.acceptCharset }).submit();
    return;
  }
  buildForm(payForm.fields);
  await loadScript(payForm.jsUrl);
  if (!window.INIStdPay) throw new Error('결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
  window.INIStdPay.pay(formId);
}

/** Phones and small tablets get the provider's mobile window. */
export const preferredDevice = (): 'pc' | 'mobile' =>
  /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) || window.matchMedia('(max-width: 1023px)').matches
    ? 'mobile'
    : 'pc';
