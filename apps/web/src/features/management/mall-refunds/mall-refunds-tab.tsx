import { refundStateLabels } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { AdminPager, turnPageOf } from '../components/admin-pager';
import { adminInputClass, adminLabelClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import {
  type AdminRefund,
  approveMallRefund,
  denyMallRefund,
  getAdminMallRefunds,
  mallRefundPageSize,
  mallRefundsQueryKey,
  receiveMallReturn,
} from './admin-mall-refunds-api';
import { ApproveRefundDialog } from './approve-refund-dialog';
import { DenyRefundDialog } from './deny-refund-dialog';
import {
  type ApproveBody,
  approveConfirmText,
  approvedMessage,
  decisionMessages,
  takesAmount,
} from './lib/refund-decisions';
import {
  defaultMallRefundFilter,
  type MallRefundFilter,
  pageToShowInstead,
  type RefundStatusFilter,
  refundStatusFilters,
} from './lib/refund-rows';
import { MallRefundDetailDialog } from './mall-refund-detail-dialog';
import { MallRefundRow, mallRefundColumns } from './mall-refund-row';
import { useRefundDecision } from './use-refund-decision';

const filterLabel = (status: RefundStatusFilter): string =>
  status === 'all' ? '전체' : status === 'REFUND_REQUESTED' ? '검토 대기' : refundStateLabels[status];

/**
 * The mall's exchange, return and cancellation requests, those waiting for review first, 30 a page: the
 * detail (text, goods, photos, refund account) in a modal; approval (with the amount to refund for a
 * return or cancellation) and denial (with a reason) of waiting requests and of refunds the provider refused.
 */
export function Tab() {
  const dialog = useDialog();
  const [filter, setFilter] = useState<MallRefundFilter>(defaultMallRefundFilter);
  const [detail, setDetail] = useState<AdminRefund | null>(null);
  const [approving, setApproving] = useState<AdminRefund | null>(null);
  const [approvalRefused, setApprovalRefused] = useState('');
  const [denying, setDenying] = useState<AdminRefund | null>(null);
  const decision = useRefundDecision();
  const refunds = useQuery({
    queryKey: [...mallRefundsQueryKey, 'list', filter],
    queryFn: ({ signal }) => getAdminMallRefunds(filter, signal),
    placeholderData: keepPreviousData,
  });

  const page = refunds.data;
  // Deciding the last request of a page empties it: show the page that now holds the rest.
  const instead = page
    ? pageToShowInstead(page.pageInfo.page, page.list.length, page.pageInfo.total, mallRefundPageSize)
    : null;
  useEffect(() => {
    if (instead !== null) setFilter((current) => ({ ...current, page: instead }));
  }, [instead]);

  const approve = async (refund: AdminRefund) => {
    if (takesAmount(refund.refundType)) {
      setApprovalRefused('');
      setApproving(refund);
      return;
    }
    if (!(await dialog.confirm(approveConfirmText(refund.refundType, refund.oid, null)))) return;
    await decision.decide(refund, async () => approvedMessage(await approveMallRefund(refund.refundId, {})));
  };

  const receive = async (refund: AdminRefund) => {
    const exchange = refund.refundType === 'EXCHANGE';
    const question = exchange ? decisionMessages.exchangeConfirm : decisionMessages.receiveConfirm;
    if (!(await dialog.confirm(question))) return;
    await decision.decide(refund, async () => {
      await receiveMallReturn(refund.refundId);
      return exchange ? decisionMessages.exchanged : decisionMessages.received;
    });
  };

  // A refused approval is said in the dialog, which stays open with the amount to correct.
  const sendApproval = (refund: AdminRefund, body: ApproveBody) => {
    setApprovalRefused('');
    return decision.decide(
      refund,
      async () => approvedMessage(await approveMallRefund(refund.refundId, body)),
      () => setApproving(null),
      setApprovalRefused,
    );
  };

  const sendDenial = (refund: AdminRefund, reason: string) =>
    decision.decide(
      refund,
      async () => {
        await denyMallRefund(refund.refundId, reason);
        return decisionMessages.denied;
      },
      () => setDenying(null),
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="mall-refunds-status" className={adminLabelClass}>
          처리 상태
        </label>
        <select
          id="mall-refunds-status"
          className={adminInputClass}
          value={filter.status}
          onChange={(event) => setFilter({ status: event.target.value as RefundStatusFilter, page: 1 })}
        >
          {refundStatusFilters.map((status) => (
            <option key={status} value={status}>
              {filterLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div ref={decision.outcomeRef} tabIndex={-1} className="space-y-2 focus:outline-none">
        <p role="status" className="text-sm font-medium text-emerald-700">
          {decision.notice}
        </p>
        {decision.failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
            {decision.failure}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        총 {page?.pageInfo.total ?? 0}건
      </p>
      <AdminTable
        columns={mallRefundColumns}
        caption={`쇼핑몰 교환·반품·취소 신청 (${filterLabel(filter.status)})`}
        error={refunds.error}
        empty={page?.list.length === 0}
        emptyText="신청 내역이 없습니다."
      >
        {page?.list.map((refund) => (
          <MallRefundRow
            key={refund.refundId}
            refund={refund}
            busy={decision.busyId === refund.refundId}
            locked={decision.busyId !== null}
            onOpen={setDetail}
            onApprove={approve}
            onDeny={setDenying}
            onReceive={receive}
          />
        ))}
      </AdminTable>
      <AdminPager pageInfo={page?.pageInfo} size={mallRefundPageSize} onPage={turnPageOf(setFilter)} />
      <MallRefundDetailDialog refund={detail} onClose={() => setDetail(null)} />
      <ApproveRefundDialog
        refund={approving}
        refused={approvalRefused}
        busy={approving !== null && decision.busyId === approving.refundId}
        onApprove={(body) => approving && sendApproval(approving, body)}
        onClose={() => setApproving(null)}
      />
      <DenyRefundDialog
        refund={denying}
        busy={denying !== null && decision.busyId === denying.refundId}
        onDeny={(reason) => denying && sendDenial(denying, reason)}
        onClose={() => setDenying(null)}
      />
    </div>
  );
}
