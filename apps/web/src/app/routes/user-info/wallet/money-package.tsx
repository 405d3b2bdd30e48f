import type { PageBData } from '@mall/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { TabLinks } from '@/components/ui/tab-links';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import type { PageInfo } from '@/features/catalog/types';
import { useConfirmingDeposits } from '@/features/wallet/api/list-confirming';
import { useRecharges } from '@/features/wallet/api/list-recharges';
import { useWithdrawals } from '@/features/wallet/api/list-withdrawals';
import { ConfirmingDeposits } from '@/features/wallet/components/confirming-deposits';
import { RecordDialog } from '@/features/wallet/components/record-dialog';
import { StateBadge } from '@/features/wallet/components/state-badge';
import { Statement } from '@/features/wallet/components/statement';
import { WalletBalance } from '@/features/wallet/components/wallet-balance';
import { formatServerDate, serverDateIso } from '@/lib/dates';
import type { RecordState } from '@/features/wallet/types';
import { DESKTOP_WALLET_PATHS, type WalletPaths } from '@/features/wallet/wallet-links';
import { usePageTitle } from '@/lib/use-page-title';
import '@/styles/wallet.css';

const PAGE_SIZE = 10;
const TABS = ['deposits', 'withdrawals', 'statement'] as const;
type Tab = (typeof TABS)[number];
/** The mobile wallet opens on its statement. */
export const WAP_WALLET_TABS: readonly Tab[] = ['statement', 'deposits', 'withdrawals'];

/** Paging style B → the catalog's PageInfo (for <Pagination>). */
function toPageInfo(p: PageBData<unknown> | undefined): PageInfo | undefined {
  if (!p) return undefined;
  const size = Number(p.pageSize) || PAGE_SIZE;
  const total = Number(p.totalElements) || 0;
  const totalPage = Math.max(1, Math.ceil(total / size));
  const pageNum = Number(p.thisPageNumber) || 1;
  return { pageNum, pageSize: size, totalElements: total, totalPage, firstPage: pageNum <= 1, lastPage: pageNum >= totalPage };
}

interface Row {
  order_no: string;
  createTime: string;
  volume: number;
  coin: string;
  network: string;
  state: RecordState;
}

function RecordsTable({ rows, onOpen }: { rows: Row[]; onOpen: (orderNo: string) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <table className="wallet-table">
      <thead>
        <tr>
          <th scope="col">{t('records.time')}</th>
          <th scope="col">{t('records.amount')}</th>
          <th scope="col">{t('records.network')}</th>
          <th scope="col">{t('records.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('records.details')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.order_no} data-testid="wallet-record">
            <td data-label={t('records.time')}>
              <bdi>
                <time dateTime={serverDateIso(r.createTime)}>{formatServerDate(r.createTime)}</time>
              </bdi>
            </td>
            <td data-label={t('records.amount')}>
              <Money value={Number(r.volume)} />
            </td>
            <td data-label={t('records.network')}>
              <bdi dir="ltr">{r.network ? `${r.coin} · ${r.network}` : r.coin}</bdi>
            </td>
            <td data-label={t('records.status')}>
              <StateBadge state={r.state} />
            </td>
            <td className="wallet-table__action">
              <button type="button" className="link-button" onClick={() => onOpen(r.order_no)}>
                {t('records.details')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TableSkeleton() {
  return (
    <div className="wallet-table-skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="40px" />
      ))}
    </div>
  );
}

function Deposits({ page, hrefFor, onOpen }: { page: number; hrefFor: (p: number) => string; onOpen: (o: string) => void }) {
  const { t } = useTranslation('wallet');
  const q = useRecharges(page, PAGE_SIZE);
  if (q.isPending) return <TableSkeleton />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const rows = (q.data.elements ?? []).map((r) => ({ ...r, network: r.blockchain_name }));
  if (!rows.length) return <EmptyState title={t('records.emptyDeposits')} />;
  return (
    <>
      <RecordsTable rows={rows} onOpen={onOpen} />
      <Pagination pageInfo={toPageInfo(q.data)} hrefFor={hrefFor} />
    </>
  );
}

function Withdrawals({ page, hrefFor, onOpen }: { page: number; hrefFor: (p: number) => string; onOpen: (o: string) => void }) {
  const { t } = useTranslation('wallet');
  const q = useWithdrawals(page, PAGE_SIZE);
  if (q.isPending) return <TableSkeleton />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const rows = (q.data.elements ?? []).map((r) => ({ ...r, network: '' }));
  if (!rows.length) return <EmptyState title={t('records.emptyWithdrawals')} />;
  return (
    <>
      <RecordsTable rows={rows} onOpen={onOpen} />
      <Pagination pageInfo={toPageInfo(q.data)} hrefFor={hrefFor} />
    </>
  );
}

/**
 * The wallet: balance, deposit and withdraw, and the deposits, withdrawals and statement tabs. The mobile
 * site (/wap/wallet) shows it under its own top bar (`head={false}`), with its own pages and tab order.
 */
export default function MoneyPackagePage({
  paths = DESKTOP_WALLET_PATHS,
  tabs = TABS,
  head = true,
}: {
  paths?: WalletPaths;
  tabs?: readonly Tab[];
  head?: boolean;
}) {
  const { t } = useTranslation('wallet');
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : tabs[0]!;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const [open, setOpen] = useState<string | null>(null);
  // Deposits still confirming show above the records; polled only while there are some.
  const confirming = useConfirmingDeposits(false);

  const hrefFor = (p: number) => `?tab=${tab}${p > 1 ? `&page=${p}` : ''}`;

  return (
    <div className="wallet">
      {head ? (
        <header className="page-head">
          <h1 className="page-title">{t('title')}</h1>
        </header>
      ) : null}

      <WalletBalance
        actions={
          <>
            <Link className="btn btn--primary" to={paths.deposit} data-testid="wallet-deposit-link">
              <span>{t('actions.recharge')}</span>
            </Link>
            <Link className="btn btn--secondary" to={paths.withdraw} data-testid="wallet-withdraw-link">
              <span>{t('actions.withdraw')}</span>
            </Link>
          </>
        }
      />

      <TabLinks tabs={tabs} active={tab} label={t('tabs.label')} className="wallet-tabs" testIdPrefix="wallet-tab-">
        {(k) => t(`tabs.${k}`)}
      </TabLinks>

      <section className="wallet-records" aria-label={t(`tabs.${tab}`)}>
        {tab === 'deposits' ? <ConfirmingDeposits deposits={confirming.data ?? []} /> : null}
        {tab === 'deposits' ? <Deposits page={page} hrefFor={hrefFor} onOpen={setOpen} /> : null}
        {tab === 'withdrawals' ? <Withdrawals page={page} hrefFor={hrefFor} onOpen={setOpen} /> : null}
        {tab === 'statement' ? <Statement links={paths.statement} /> : null}
      </section>

      {tab === 'statement' ? null : <RecordDialog kind={tab} orderNo={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
