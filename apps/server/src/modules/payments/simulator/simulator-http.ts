import { z } from 'zod';

/** Form posts to the simulator: any string fields. */
export const fields = z.record(z.string(), z.string().optional());
/** Simulator routes stay out of the OpenAPI document. */
export const hidden = { hide: true } as const;
export const methodNames: Record<string, string> = {
  Card: '신용카드',
  DirectBank: '실시간 계좌이체',
  VBank: '가상계좌(무통장입금)',
  CARD: '신용카드',
  BANK: '실시간 계좌이체',
  VBANK: '가상계좌(무통장입금)',
  KakaoPay: '카카오페이',
  NaverPay: '네이버페이',
};
export const won = (price: string | number | undefined) => `${Number(price ?? 0).toLocaleString('ko-KR')}원`;

/** The window's cash-receipt part (offered with `va_receipt`): the payer types the kind and number here. */
export const cashReceiptInputs = `<fieldset><legend>현금영수증</legend>
<label><input type="radio" name="cshr_type" value="" checked> 발급 안 함</label>
<label><input type="radio" name="cshr_type" value="0"> 소득공제</label>
<label><input type="radio" name="cshr_type" value="1"> 지출증빙</label>
<label>휴대폰 번호 또는 사업자등록번호 <input name="cshr_no" inputmode="numeric" autocomplete="off"></label></fieldset>`;

/**
 * The simulator's stand-in for the provider's window scripts (INIStdPay.js, INIStdPay_escrow_conf.js):
 * INIStdPay.pay(formId) posts the merchant's form to the simulator's window at `action`. The real scripts
 * remove their overlay in viewOff; the simulator's window is a whole page, so it has nothing to do.
 */
export const windowScript = (action: string) => `window.INIStdPay = {
  pay: function (formId) {
    var source = document.getElementById(formId);
    var form = document.createElement('form');
    form.method = 'post';
    form.action = '${action}';
    Array.prototype.forEach.call(source.elements, function (element) {
      if (!element.name) return;
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = element.name;
      input.value = element.value;
      form.appendChild(input);
    });
    document.body.appendChild(form);
    form.submit();
  },
  viewOff: function () {}
};
`;
