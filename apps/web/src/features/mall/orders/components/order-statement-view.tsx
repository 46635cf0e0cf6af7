import { groupDigits, type OrderStatement, orderStatementMessages, taxTypeLabels } from '@edu/shared';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { ScrollFrame } from '@/components/ui/scroll-frame';
import { formatWon } from '@/lib/format-won';

const amount = (won: number) => groupDigits(won);

/**
 * Printing shows the statement alone on A4: a copy placed straight under <body> is the only thing
 * printed, so the site's header, footer and this page's buttons never reach the paper, whatever layout
 * the page sits in.
 */
const printStyle = `
@page { size: A4 portrait; margin: 12mm; }
@media print {
  body > :not(.order-statement-print) { display: none !important; }
}`;

const cellClass = 'border border-slate-400 px-1 py-1 sm:px-2 sm:py-1.5';
const headClass = `${cellClass} bg-slate-100 font-semibold text-slate-800`;

/** One party of the statement (공급자 or 공급받는자): its rows as a small bordered table. */
function Party({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section aria-label={title} className="min-w-0">
      <table className="w-full border-collapse text-left text-xs sm:text-sm">
        <caption className="border border-b-0 border-slate-400 bg-slate-800 py-1 text-center font-bold text-white print:bg-slate-200 print:text-slate-900">
          {title}
        </caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={`${headClass} w-24 whitespace-nowrap sm:w-28`}>
                {label}
              </th>
              <td className={`${cellClass} break-words`}>{value || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The order's 거래명세서 as a printable A4 page: 공급자 from the business details, 공급받는자 (the
 * receipt's church or organisation, else the orderer), 작성일, each line with 공급가액 and 세액, and the
 * totals — every amount as the server worked it out. The browser prints it (or saves it as a PDF).
 */
export function OrderStatementView({ statement }: { statement: OrderStatement }) {
  return (
    <div className="space-y-4">
      <style>{printStyle}</style>
      <div className="mx-auto flex max-w-[210mm] flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">인쇄 창에서 ‘PDF로 저장’을 고르면 파일로 받을 수 있습니다.</p>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          인쇄하기
        </button>
      </div>
      <StatementDocument statement={statement} />
      {createPortal(
        <div className="order-statement-print hidden print:block">
          <StatementDocument statement={statement} />
        </div>,
        document.body,
      )}
    </div>
  );
}

/** The statement itself, on screen and (as its copy under <body>) on paper. */
function StatementDocument({ statement }: { statement: OrderStatement }) {
  const { supplier, buyer, totals } = statement;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="mx-auto max-w-[210mm] space-y-4 rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-sm sm:p-8 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      {/* Not a <header>: the site's print rules hide every header of the page. */}
      <div className="space-y-1 text-center">
        <h1 id={titleId} className="text-2xl font-black tracking-[0.5em]">
          {orderStatementMessages.title}
        </h1>
        <p className="text-xs text-slate-600">(공급받는자 보관용)</p>
      </div>
      <dl className="flex flex-wrap justify-between gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="font-semibold">작성일</dt>
          <dd>{statement.issuedDate}</dd>
        </div>
        <div className="flex min-w-0 gap-2">
          <dt className="font-semibold">주문번호</dt>
          <dd className="break-all">{statement.oid}</dd>
        </div>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <Party
          title="공급자"
          rows={[
            ['상호', supplier.organisation],
            ['대표자', supplier.representative],
            ['사업자등록번호', supplier.businessNumber],
            ['주소', supplier.address],
            ['전화', supplier.phone],
          ]}
        />
        <Party
          title="공급받는자"
          rows={[
            ['상호(성명)', buyer.name],
            ['등록번호', buyer.businessNumber ?? ''],
            ['주문자', buyer.contactName],
            ['연락처', buyer.phone],
            ['이메일', buyer.email],
          ]}
        />
      </div>
      <p className="flex flex-wrap items-baseline justify-between gap-2 border-y-2 border-slate-800 py-2">
        <span className="font-semibold">합계금액 (공급가액 + 세액)</span>
        <strong className="text-xl" data-testid="statement-total">
          {formatWon(totals.amount)}
        </strong>
      </p>
      <ScrollFrame label="거래 품목" className="overflow-x-auto">
        <table className="w-full min-w-[20rem] border-collapse text-xs sm:text-sm">
          <caption className="sr-only">거래 품목</caption>
          <thead>
            <tr>
              <th scope="col" className={`${headClass} sm:w-8`}>
                No
              </th>
              <th scope="col" className={headClass}>
                품목
              </th>
              <th scope="col" className={`${headClass} sm:w-12`}>
                구분
              </th>
              <th scope="col" className={`${headClass} sm:w-12`}>
                수량
              </th>
              <th scope="col" className={`${headClass} sm:w-20`}>
                단가
              </th>
              <th scope="col" className={`${headClass} sm:w-24`}>
                공급가액
              </th>
              <th scope="col" className={`${headClass} sm:w-20`}>
                세액
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a printed statement's lines never change order.
              <tr key={index}>
                <td className={`${cellClass} text-center`}>{index + 1}</td>
                <td className={`${cellClass} break-words`}>{line.name}</td>
                <td className={`${cellClass} text-center`}>{taxTypeLabels[line.taxType]}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{amount(line.quantity)}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{amount(line.unitPrice)}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{amount(line.supplyAmount)}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{amount(line.vat)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <table className="w-full border-collapse text-xs sm:text-sm">
        <caption className="sr-only">합계</caption>
        <tbody>
          <tr>
            <th scope="row" className={headClass}>
              과세 물품
            </th>
            <td className={`${cellClass} text-right tabular-nums`}>{formatWon(totals.taxableAmount)}</td>
            <th scope="row" className={headClass}>
              면세 물품
            </th>
            <td className={`${cellClass} text-right tabular-nums`}>{formatWon(totals.exemptAmount)}</td>
          </tr>
          <tr>
            <th scope="row" className={headClass}>
              공급가액
            </th>
            <td className={`${cellClass} text-right tabular-nums`}>{formatWon(totals.supplyAmount)}</td>
            <th scope="row" className={headClass}>
              세액
            </th>
            <td className={`${cellClass} text-right tabular-nums`}>{formatWon(totals.vat)}</td>
          </tr>
          <tr>
            <th scope="row" className={headClass}>
              합계
            </th>
            <td colSpan={3} className={`${cellClass} text-right font-bold tabular-nums`}>
              {formatWon(totals.amount)}
            </td>
          </tr>
        </tbody>
      </table>
      <ul className="space-y-1 text-xs text-slate-600">
        <li>{orderStatementMessages.priceNote}</li>
        {statement.refundedAmount > 0 && (
          <li>
            이 명세서는 주문 당시 내역이며, 이후 환불된 {formatWon(statement.refundedAmount)}은 반영되어 있지
            않습니다.
          </li>
        )}
      </ul>
    </article>
  );
}
