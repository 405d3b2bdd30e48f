import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { ConsolePager, pageCount } from '@/components/console/console-pager';
import { Code } from '@/components/console/console-ui';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { TextAreaField } from '@/components/ui/field';
import type { Review } from '@/features/admin/api/review-deposit';
import type { AdminPage as Page, ApprovalResult } from '@/features/admin/types';
import { formatUsdt } from '@/lib/format';
import { formatDateTime } from '@/lib/dates';

export const PAGE_SIZE = 20;

/** Reject with a reason (shown to the user): a dialog with a required text. */
function RejectDialog({
  orderNo,
  pending,
  onReject,
  onClose,
}: {
  orderNo: string | null;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = reason.trim() ? null : t('review.reasonRequired');
  return (
    <ConfirmDialog
      open={orderNo !== null}
      title={t('review.rejectTitle')}
      confirmLabel={t('review.reject')}
      danger
      pending={pending}
      onCancel={() => {
        setReason('');
        setTried(false);
        onClose();
      }}
      onConfirm={() => {
        setTried(true);
        if (error) return;
        onReject(reason.trim());
        setReason('');
        setTried(false);
      }}
    >
      <p>
        <Code>{orderNo}</Code>
      </p>
      <TextAreaField
        label={t('review.reason')}
        error={tried ? error : null}
        maxLength={500}
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}

export type QueueTab = 'deposits' | 'withdrawals';

function Pager({ data, page, tab }: { data: Page<unknown> | undefined; page: number; tab: QueueTab }) {
  const navigate = useNavigate();
  if (!data) return null;
  return (
    <ConsolePager
      page={page}
      pages={pageCount(data.total, data.size || PAGE_SIZE)}
      onPage={(p) => void navigate(`?tab=${tab}&page=${p}`)}
    />
  );
}

function useReviewToasts() {
  const { t } = useTranslation('admin');
  return (r: Review, out: ApprovalResult) => {
    if (r.action === 'reject') toast.success(t('review.rejected'));
    else if (out.requiredApprovals && out.approvals !== undefined && out.approvals < out.requiredApprovals)
      toast.info(t('review.approvalRecorded'));
    else toast.success(t('review.approved'));
  };
}

/** A queue row: what every reviewed order has (the first three columns and the actions). */
interface QueueRow {
  orderNo: string;
  createdAt: string;
  username: string;
  amount: string;
  coin: string;
}

/** A column between "amount" and "actions": its header, its cell's content and the cell's class. */
export interface QueueColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * An admin review queue: a table of orders (created / order no., user, amount, the given columns,
 * approve / reject) with its pager and the reject-with-reason dialog.
 */
export function ReviewQueue<T extends QueueRow>({
  query: q,
  review,
  page,
  tab,
  empty,
  rowTestId,
  columns,
}: {
  query: UseQueryResult<Page<T>>;
  review: UseMutationResult<ApprovalResult, Error, Review>;
  page: number;
  tab: QueueTab;
  empty: string;
  rowTestId: string;
  columns: QueueColumn<T>[];
}) {
  const { t } = useTranslation('admin');
  const done = useReviewToasts();
  const [rejecting, setRejecting] = useState<string | null>(null);
  // Approving moves money: the operator confirms the amount and the person first.
  const [approving, setApproving] = useState<T | null>(null);
  const run = (r: Review) => review.mutate(r, { onSuccess: (out) => (done(r, out), setRejecting(null), setApproving(null)) });
  if (q.isPending) return <Spinner />;
  if (q.isError) return <p className="notice notice--warning">{q.error.message}</p>;
  if (!q.data.items.length) return <p className="admin-empty">{empty}</p>;
  return (
    <>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('cols.created')}</th>
            <th scope="col">{t('cols.user')}</th>
            <th scope="col">{t('cols.amount')}</th>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            <th scope="col">{t('cols.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.items.map((row) => (
            <tr key={row.orderNo} data-testid={rowTestId}>
              <td>
                <bdi>
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                </bdi>
                <br />
                <Code>{row.orderNo}</Code>
              </td>
              <td>
                <bdi>{row.username}</bdi>
              </td>
              <td>
                <Money value={row.amount} exact />
              </td>
              {columns.map((c) => (
                <td key={c.header} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
              <td>
                <div className="admin-table__actions">
                  <Button
                    size="sm"
                    pending={review.isPending && review.variables?.orderNo === row.orderNo && review.variables.action === 'approve'}
                    onClick={() => setApproving(row)}
                  >
                    {t('review.approve')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setRejecting(row.orderNo)}>
                    {t('review.reject')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager data={q.data} page={page} tab={tab} />
      <ConfirmDialog
        open={approving !== null}
        title={
          approving
            ? t('review.confirmApprove', { amount: `\u2066${formatUsdt(approving.amount, true)}\u2069`, name: approving.username })
            : ''
        }
        confirmLabel={t('review.approve')}
        pending={review.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && run({ orderNo: approving.orderNo, action: 'approve' })}
      >
        {approving ? (
          <p>
            <Code>{approving.orderNo}</Code>
          </p>
        ) : null}
      </ConfirmDialog>
      <RejectDialog
        orderNo={rejecting}
        pending={review.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && run({ orderNo: rejecting, action: 'reject', reason })}
      />
    </>
  );
}
