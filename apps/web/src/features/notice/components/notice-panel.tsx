import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { useLang } from '@/lib/use-lang';
import { useNotices } from '@/features/notice/api/list-notices';
import { useMarkNoticesRead } from '@/features/notice/api/mark-read';
import type { Notice, NoticeLink } from '@mall/contracts';
import './notice-panel.css';

/** Where a notice leads on each site. */
function hrefOf(link: NoticeLink, site: 'desktop' | 'wap'): string | null {
  if (!link) return null;
  const wap = site === 'wap';
  if (link.to === 'order') return `${wap ? '/wap/order' : '/userInfo/order-detail'}?orderId=${encodeURIComponent(link.orderNo)}`;
  if (link.to === 'loan') return wap ? '/wap/credit/myLoan' : '/credit/myLoan';
  return wap ? '/wap/wallet' : '/userInfo/money-package';
}

function NoticeItem({ n, site, when, onOpen }: { n: Notice; site: 'desktop' | 'wap'; when: string; onOpen: (n: Notice) => void }) {
  const href = hrefOf(n.link, site);
  const inner = (
    <>
      <span className="notice-item__title" dir="auto">
        {n.title}
      </span>
      <span className="notice-item__body" dir="auto">
        {n.body}
      </span>
      <time className="notice-item__time" dateTime={n.createdAt}>
        {when}
      </time>
    </>
  );
  return (
    <li className={`notice-item${n.read ? '' : ' notice-item--unread'}`} data-testid="notice-item">
      {href ? (
        <Link to={href} className="notice-item__main" onClick={() => onOpen(n)}>
          {inner}
        </Link>
      ) : (
        <button type="button" className="notice-item__main" onClick={() => onOpen(n)}>
          {inner}
        </button>
      )}
    </li>
  );
}

/** The notice list of the bell: newest first, a page at a time; opening one marks it read. */
export default function NoticePanel({ site, onClose }: { site: 'desktop' | 'wap'; onClose: () => void }) {
  const { t } = useTranslation('notice');
  useLang(); // re-render (and re-format the dates) when the language changes
  const [page, setPage] = useState(1);
  const notices = useNotices(page);
  const mark = useMarkNoticesRead();
  const rows = notices.data?.pageList ?? [];
  const info = notices.data?.pageInfo;

  const open = (n: Notice) => {
    if (!n.read) mark.mutate([n.id]);
    if (n.link) onClose();
  };

  let content;
  if (notices.isPending) {
    content = (
      <div className="notice-panel__state">
        <Spinner size="sm" />
      </div>
    );
  } else if (notices.isError) {
    content = (
      <div className="notice-panel__state" role="alert">
        <p>{t('error')}</p>
        <button type="button" className="link-button" onClick={() => void notices.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (rows.length === 0) {
    content = (
      <p className="notice-panel__state" data-testid="notice-empty">
        {t('empty')}
      </p>
    );
  } else {
    content = (
      <ul className="notice-panel__list" aria-busy={notices.isFetching}>
        {rows.map((n) => (
          <NoticeItem key={n.id} n={n} site={site} when={formatDateTime(n.createdAt)} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <section className="notice-panel" role="dialog" aria-label={t('title')} data-testid="notice-panel">
      <header className="notice-panel__head">
        <h2 className="notice-panel__title">{t('title')}</h2>
        {rows.some((n) => !n.read) ? (
          <button
            type="button"
            className="link-button"
            onClick={() => mark.mutate(undefined)}
            disabled={mark.isPending}
            data-testid="notice-read-all"
          >
            {t('markAllRead')}
          </button>
        ) : null}
      </header>
      {content}
      {info && info.totalPage > 1 ? (
        <footer className="notice-panel__pager">
          <button type="button" className="link-button" disabled={info.firstPage} onClick={() => setPage((p) => p - 1)}>
            {t('newer')}
          </button>
          <span>{t('page', { page: info.pageNum, pages: info.totalPage })}</span>
          <button type="button" className="link-button" disabled={info.lastPage} onClick={() => setPage((p) => p + 1)}>
            {t('older')}
          </button>
        </footer>
      ) : null}
    </section>
  );
}
