import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoPostPage,
  escapeHtml,
  hiddenFields,
  simulatorErrorPage,
  simulatorPage,
} from '../../../platform/http/simulator-pages';
import { easyPaySwitchButtons, isApprovingDecision, mobileEasyPayOf } from './easy-pay-answers';
import { escrowBadge } from './escrow-simulator';
import { cashReceiptOffered, type InicisSimulator } from './inicis-simulator';
import { cashReceiptInputs, fields, hidden, methodNames, won } from './simulator-http';

/**
 * KG Inicis's mobile payment (integrations.md §1.2, §1.12 item 5): the window the page posts to, the
 * payer's choice, the return to P_NEXT_URL, the url-encoded approval and the net cancel.
 */
export const mobileSimulatorRoutes: FastifyPluginAsyncZod<{ simulator: InicisSimulator }> = async (
  app,
  { simulator },
) => {
  app.post(
    '/__sim/inicis/smart/payment/',
    { schema: { ...hidden, body: fields } },
    async (request, reply) => {
      const form = request.body;
      // The escrow confirmation window is opened through the same mobile window (P_INI_PAYMENT=ESCROWCONFIRM).
      if (form.P_INI_PAYMENT === 'ESCROWCONFIRM') return reply.redirect('/__sim/inicis/escrow/confirm', 307);
      reply.type('text/html; charset=utf-8');
      const problem = simulator.mobileWindowProblem(form);
      if (problem) return reply.status(400).send(simulatorErrorPage(problem));
      // The card window with d_kakaopay=Y or d_npay=Y opens that easy pay's window instead.
      const easyPay = mobileEasyPayOf(form);
      const method = easyPay ?? form.P_INI_PAYMENT ?? '';
      return simulatorPage(
        'KG이니시스 모바일 결제',
        `<p class="badge">개발용 결제 시뮬레이터 (KG이니시스 모바일)</p>${escrowBadge(form)}<h1>${escapeHtml(methodNames[method] ?? method)} 결제</h1>
<dl><dt>상품</dt><dd>${escapeHtml(form.P_GOODS ?? '')}</dd><dt>주문번호</dt><dd>${escapeHtml(form.P_OID ?? '')}</dd>
<dt>결제금액</dt><dd><strong>${won(form.P_AMT)}</strong></dd><dt>구매자</dt><dd>${escapeHtml(form.P_UNAME ?? '')}</dd></dl>
<form method="post" action="/__sim/inicis/smart/decide">${hiddenFields(form)}
${(method === 'VBANK' || method === 'BANK') && cashReceiptOffered(form) ? cashReceiptInputs : ''}
<button class="allow" name="decision" value="approve">${method === 'VBANK' ? '가상계좌 발급' : '결제 승인'}</button>
${method === 'CARD' ? '<button class="allow" name="decision" value="approve_isp">ISP 앱으로 결제 (국민·BC)</button>' : ''}
${easyPaySwitchButtons(easyPay)}
<button class="deny" name="decision" value="decline">결제 실패 (한도 초과)</button>
<button class="deny" name="decision" value="cancel">결제 취소</button></form>`,
      );
    },
  );

  app.post('/__sim/inicis/smart/decide', { schema: { ...hidden, body: fields } }, async (request, reply) => {
    const form = request.body;
    const problem = simulator.mobileWindowProblem(form);
    if (problem) return reply.status(400).type('text/html; charset=utf-8').send(simulatorErrorPage(problem));
    const common = { P_NOTI: form.P_NOTI, P_AMT: form.P_AMT };
    // The transaction approved from this window is an escrow one when its form asked for it.
    if (isApprovingDecision(form.decision)) simulator.escrow.rememberWindow(form);
    const answer = isApprovingDecision(form.decision)
      ? {
          ...common,
          P_STATUS: '00',
          P_RMESG1: '인증 성공',
          P_TID: simulator.openMobileAuthorization(form),
          P_REQ_URL: simulator.settings.mobileIdcUrls.stg?.approveUrl,
          idc_name: 'stg',
        }
      : form.decision === 'decline'
        ? { ...common, P_STATUS: '01', P_RMESG1: '카드 한도가 초과되었습니다.' }
        : { ...common, P_STATUS: '01', P_RMESG1: '사용자가 결제를 취소하였습니다.' };
    return reply
      .type('text/html; charset=utf-8')
      .send(autoPostPage('KG이니시스 모바일 결제', form.P_NEXT_URL ?? '/', answer));
  });

  app.post(
    '/__sim/inicis/stgmobile/smart/payReq.ini',
    { schema: { ...hidden, body: fields } },
    async (request, reply) => {
      const { status, body } = await simulator.approveMobile(request.body);
      return reply.status(status).type('text/plain; charset=utf-8').send(body);
    },
  );

  app.post(
    '/__sim/inicis/stgmobile/smart/payNetCancel.ini',
    { schema: { ...hidden, body: fields } },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          new URLSearchParams(
            simulator.netCancel(request.body).ok
              ? { P_STATUS: '00', P_RMESG1: '망취소 성공' }
              : { P_STATUS: '01', P_RMESG1: '취소할 거래가 없습니다.' },
          ).toString(),
        ),
  );
};
