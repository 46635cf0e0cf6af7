import { formatWon } from '../site/format-won';
import type { Understood } from './catalog.contract';

/**
 * An amount as people say it: 20000 → "2만 원", 15000 → "1만 5천 원", 1000 → "천 원"; an amount
 * that is not whole thousands keeps its digits (2500 → "2,500원").
 */
export function wonInWords(amount: number): string {
  if (amount < 1000 || amount % 1000 !== 0) return formatWon(amount);
  const tenThousands = Math.floor(amount / 10_000);
  const thousands = (amount % 10_000) / 1000;
  // 1000 alone is said "천 원"; after 만 the 1 stays ("1만 1천 원").
  const thousandsWord = thousands === 1 && tenThousands === 0 ? '천' : `${thousands}천`;
  const parts = [tenThousands > 0 ? `${tenThousands}만` : '', thousands > 0 ? thousandsWord : ''];
  return `${parts.filter(Boolean).join(' ')} 원`;
}

/** An upper limit: "2만 원 이하", or "2만 원 미만" when it was asked as less than a round amount. */
function upTo(maxPrice: number): string {
  return (maxPrice + 1) % 1000 === 0 && maxPrice % 1000 !== 0
    ? `${wonInWords(maxPrice + 1)} 미만`
    : `${wonInWords(maxPrice)} 이하`;
}

/** A lower limit: "5천 원 이상", or "5천 원 초과" when it was asked as more than a round amount. */
function from(minPrice: number): string {
  return (minPrice - 1) % 1000 === 0 && minPrice % 1000 !== 0
    ? `${wonInWords(minPrice - 1)} 초과`
    : `${wonInWords(minPrice)} 이상`;
}

/** The price limits the chatbot understood, as said ("2만 원 이하", "5천 원 이상 2만 원 이하"), or null. */
export function priceCondition(understood: Pick<Understood, 'minPrice' | 'maxPrice'>): string | null {
  const parts = [
    understood.minPrice !== null ? from(understood.minPrice) : null,
    understood.maxPrice !== null ? upTo(understood.maxPrice) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A passage as people name it: "요한복음 3장", "시편 23편", or the book alone. */
export function passageName(bibleBook: string, chapter: number | null): string {
  if (chapter === null) return bibleBook;
  return `${bibleBook} ${chapter}${bibleBook === '시편' ? '편' : '장'}`;
}
