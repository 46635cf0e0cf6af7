import { randomInt } from 'node:crypto';
import { kstTimestamp } from '../../../platform/korean-time';

/** What the simulated Inicis keeps and shares between its parts (windows, refunds, deposit notices). */

/** KG Inicis's public test merchant (integrations.md §1.0): not a secret, the simulator plays that merchant. */
export const simulatorMerchant = {
  mid: 'INIpayTest',
  signKey: 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS',
  mobileHashKey: '3CB8183A4BE283555ACC8363C0360223',
  apiKey: 'ItEQKi3rY7uvDS8l',
  apiIv: 'HYb3yQ4f65QL89==',
};

export type SimMethod = 'Card' | 'DirectBank' | 'VBank';
/** An easy pay the card payment was made in (Inicis approves it as a card payment naming the easy pay). */
export type SimEasyPay = 'KakaoPay' | 'NaverPay';

export type SimTransaction = {
  tid: string;
  oid: string;
  price: number;
  /** Won refunded so far. */
  refunded: number;
  method: SimMethod;
  easyPay?: SimEasyPay;
  buyerName: string;
  goodName: string;
  status: 'approved' | 'cancelled' | 'deposited';
  approvedAt: Date;
  vbank?: { bankCode: string; bankName: string; number: string; holder: string; date: string };
  /** The PC auth token or mobile auth TID the approval was made with (net cancel finds it by that). */
  authKey: string;
  device: 'pc' | 'mobile';
  /**
   * The cash receipt the payer asked for in the window (CSHR_Type 0 = 소득공제 to a phone, 1 = 지출증빙
   * to a business number), and once the money is in, its issue (approval number, TID, YYYYMMDDhhmmss).
   */
  cashReceipt?: {
    type: '0' | '1';
    number: string;
    issued?: { approvalNumber: string; tid: string; at: string };
  };
};

/** Now in Korean time as YYYYMMDDhhmmss. */
export const nowKst = () => kstTimestamp(new Date());

export const randomDigits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');
