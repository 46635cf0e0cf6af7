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
