import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoPostPage,
  escapeHtml,
  hiddenFields,
  simulatorErrorPage,
  simulatorPage,
} from '../../../platform/http/simulator-pages';
import { easyPaySwitchButtons, isApprovingDecision, pcEasyPayOf } from './easy-pay-answers';
import { escrowBadge, escrowSimulatorRoutes } from './escrow-simulator';
import { iniapiSimulatorRoutes } from './iniapi-simulator.routes';
import type { InicisSimulator } from './inicis-simulator';
import { cashReceiptOffered, simulatorMerchant } from './inicis-simulator';
import { mobileSimulatorRoutes } from './mobile-simulator.routes';
import { cashReceiptInputs, fields, hidden, methodNames, windowScript, won } from './simulator-http';

/** The INIStdPay.js of the simulator: INIStdPay.pay(formId) posts the merchant's form to the window. */
const stdPayScript = windowScript('/__sim/inicis/stdpay/auth');

/** INIStdPay_close.js: loaded by the merchant's closeUrl page inside the window's frame, closes the overlay. */
const stdPayCloseScript = `(function () {
  try {
    if (window.parent !== window && window.parent.INIStdPay && window.parent.INIStdPay.viewOff)
      window.parent.INIStdPay.viewOff();
  } catch (error) {}
})();
`;

/**
 * KG Inicis's PC payment as local pages under /__sim/inicis (integrations.md §1.12): the payment
 * window with approve / decline / close, the approval and net-cancel APIs, virtual-account deposits
 * and the receipt viewer; the mobile window and INIAPI in their own files. Off when PAYMENT_PROVIDER=inicis.
 */
export const inicisSimulatorRoutes: FastifyPluginAsyncZod<{ simulator: InicisSimulator }> = async (
  app,
  { simulator },
) => {
  app.get('/__sim/inicis/stdjs/INIStdPay.js', { schema: hidden }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(stdPayScript),
  );

  app.get('/__sim/inicis/stdjs/INIStdPay_close.js', { schema: hidden }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(stdPayCloseScript),
  );

  app.post('/__sim/inicis/stdpay/auth', { schema: { ...hidden, body: fields } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const form = request.body;
    const problem = simulator.pcWindowProblem(form);
    if (problem) return reply.status(400).send(simulatorErrorPage(problem));
    // An easy pay's direct call opens that easy pay's window only.
    const method = pcEasyPayOf(form) ?? (form.gopaymethod ?? '').split(':')[0] ?? '';
    return simulatorPage(
      'KG이니시스 결제',
      `<p class="badge">개발용 결제 시뮬레이터 (KG이니시스)</p>${escrowBadge(form)}<h1>${escapeHtml(methodNames[method] ?? method)} 결제</h1>
<dl><dt>상품</dt><dd>${escapeHtml(form.goodname ?? '')}</dd><dt>주문번호</dt><dd>${escapeHtml(form.oid ?? '')}</dd>
<dt>결제금액</dt><dd><strong>${won(form.price)}</strong></dd><dt>구매자</dt><dd>${escapeHtml(form.buyername ?? '')}</dd></dl>
<form method="post" action="/__sim/inicis/stdpay/decide">${hiddenFields(form)}
${(method === 'VBank' || method === 'DirectBank') && cashReceiptOffered(form) ? cashReceiptInputs : ''}
<button class="allow" name="decision" value="approve">${method === 'VBank' ? '가상계좌 발급' : '결제 승인'}</button>
${easyPaySwitchButtons(pcEasyPayOf(form))}
<button class="deny" name="decision" value="decline">결제 실패 (한도 초과)</button>
<button class="deny" name="decision" value="close">결제창 닫기</button></form>`,
    );
  });

  app.post('/__sim/inicis/stdpay/decide', { schema: { ...hidden, body: fields } }, async (request, reply) => {
    const form = request.body;
    // The fields came back through the browser: checked again, so a changed price is refused here too.
    const problem = simulator.pcWindowProblem(form);
    if (problem) return reply.status(400).type('text/html; charset=utf-8').send(simulatorErrorPage(problem));
    if (form.decision === 'close') return reply.redirect(form.closeUrl ?? '/', 303);
    // The transaction approved from this window is an escrow one when its form asked for it.
    if (isApprovingDecision(form.decision)) simulator.escrow.rememberWindow(form);
    const common = {
      mid: simulatorMerchant.mid,
      orderNumber: form.oid,
      merchantData: form.merchantData,
      charset: 'UTF-8',
    };
    const answer = isApprovingDecision(form.decision)
      ? {
          ...common,
          resultCode: '0000',
          resultMsg: '인증 성공',
          authToken: simulator.openPcAuthorization(form),
          authUrl: simulator.settings.idcUrls.stg?.authUrl,
          netCancelUrl: simulator.settings.idcUrls.stg?.netCancelUrl,
          idc_name: 'stg',
        }
      : { ...common, resultCode: 'V013', resultMsg: '카드 한도가 초과되었습니다.' };
    return reply
      .type('text/html; charset=utf-8')
      .send(autoPostPage('KG이니시스 결제', form.returnUrl ?? '/', answer));
  });

  app.post(
    '/__sim/inicis/stgstdpay/api/payAuth',
    { schema: { ...hidden, body: fields } },
    async (request, reply) => {
      const { status, body } = await simulator.approvePc(request.body);
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/__sim/inicis/stgstdpay/api/netCancel',
    { schema: { ...hidden, body: fields } },
    async (request) =>
      simulator.netCancel(request.body).ok
        ? { resultCode: '0000', resultMsg: '망취소 성공' }
        : { resultCode: 'R301', resultMsg: '취소할 거래가 없습니다.' },
  );

  await app.register(mobileSimulatorRoutes, { simulator });
  await app.register(iniapiSimulatorRoutes, { simulator });
  await app.register(escrowSimulatorRoutes, { escrow: simulator.escrow });

  app.get('/__sim/inicis/vbank', { schema: hidden }, async (_request, reply) => {
    const accounts = [...simulator.transactions.values()].filter(
      (t) => t.vbank && t.device === 'pc' && (t.status === 'approved' || t.status === 'deposited'),
    );
    const mobileAccounts = [...simulator.transactions.values()].filter(
      (t) => t.vbank && t.device === 'mobile' && t.status === 'approved',
    );
    const rows = [...accounts, ...mobileAccounts]
      .map((t) => {
        const deposited = t.status === 'deposited';
        return `<form method="post" action="/__sim/inicis/vbank/deposit"><input type="hidden" name="tid" value="${escapeHtml(t.tid)}">
${deposited ? '<input type="hidden" name="type" value="depositCancelled">' : ''}
<p>${escapeHtml(t.vbank?.bankName ?? '')} ${escapeHtml(t.vbank?.number ?? '')} · ${won(String(t.price))} · ${escapeHtml(t.buyerName)}${deposited ? ' · 입금 완료' : ''}</p>
<button class="${deposited ? 'deny' : 'allow'}">${deposited ? '은행 입금 취소 통보' : '입금하기'}</button></form>`;
      })
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        simulatorPage(
          '가상계좌 입금',
          `<p class="badge">개발용 결제 시뮬레이터 (KG이니시스)</p><h1>발급된 가상계좌</h1>${rows || '<p>입금을 기다리는 가상계좌가 없습니다.</p>'}`,
        ),
      );
  });

  app.post('/__sim/inicis/vbank/deposit', { schema: { ...hidden, body: fields } }, async (request, reply) => {
    const amount = request.body.amount ? Number(request.body.amount) : undefined;
    const cancelled = request.body.type === 'depositCancelled';
    const answers = await simulator.deposit(
      request.body.tid ?? '',
      amount,
      cancelled ? 'depositCancelled' : 'deposit',
    );
    const done = answers.at(-1) === 'OK';
    const title = cancelled
      ? done
        ? '입금 취소 통보 완료'
        : '입금 취소 통보 실패'
      : done
        ? '입금 통보 완료'
        : '입금 통보 실패';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        simulatorPage(
          '가상계좌 입금',
          `<h1>${title}</h1><p>사이트 응답: ${escapeHtml(answers.join(', ') || '없음')}</p><p><a href="/__sim/inicis/vbank">목록으로</a></p>`,
        ),
      );
  });

  app.get(
    '/__sim/inicis/cash-receipt',
    {
      schema: {
        ...hidden,
        querystring: z.object({ noTid: z.string().optional(), clpaymethod: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const transaction = simulator.transactions.get(request.query.noTid ?? '');
      const receipt = transaction?.cashReceipt;
      reply.type('text/html; charset=utf-8');
      if (!transaction || !receipt?.issued)
        return reply.status(404).send(simulatorErrorPage('발급된 현금영수증을 찾을 수 없습니다.'));
      const at = receipt.issued.at;
      return simulatorPage(
        '현금영수증',
        `<p class="badge">개발용 결제 시뮬레이터 (KG이니시스)</p><h1>현금영수증</h1>
<dl><dt>승인번호</dt><dd>${escapeHtml(receipt.issued.approvalNumber)}</dd><dt>거래 구분</dt><dd>${receipt.type === '0' ? '소득공제' : '지출증빙'}</dd>
<dt>발급 번호</dt><dd>${escapeHtml(receipt.number.slice(0, 3))}${'*'.repeat(Math.max(receipt.number.length - 3, 0))}</dd>
<dt>상품</dt><dd>${escapeHtml(transaction.goodName)}</dd><dt>금액</dt><dd>${won(String(transaction.price))}</dd>
<dt>취소 금액</dt><dd>${won(String(transaction.refunded))}</dd>
<dt>발급일시</dt><dd>${at.slice(0, 4)}-${at.slice(4, 6)}-${at.slice(6, 8)} ${at.slice(8, 10)}:${at.slice(10, 12)}</dd></dl>`,
      );
    },
  );

  app.get(
    '/__sim/inicis/receipt',
    { schema: { ...hidden, querystring: z.object({ noTid: z.string().optional() }) } },
    async (request, reply) => {
      const transaction = simulator.transactions.get(request.query.noTid ?? '');
      reply.type('text/html; charset=utf-8');
      if (!transaction) return reply.status(404).send(simulatorErrorPage('거래를 찾을 수 없습니다.'));
      return simulatorPage(
        '매출전표',
        `<p class="badge">개발용 결제 시뮬레이터 (KG이니시스)</p><h1>매출전표</h1>
<dl><dt>거래번호</dt><dd>${escapeHtml(transaction.tid)}</dd><dt>상품</dt><dd>${escapeHtml(transaction.goodName)}</dd>
<dt>결제수단</dt><dd>${escapeHtml(methodNames[transaction.easyPay ?? transaction.method] ?? transaction.method)}</dd><dt>금액</dt><dd>${won(String(transaction.price))}</dd>
<dt>승인일시</dt><dd>${transaction.approvedAt.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })}</dd>
<dt>상태</dt><dd>${{ approved: '승인', cancelled: '취소', deposited: '입금 완료' }[transaction.status]}</dd></dl>`,
      );
    },
  );
};
