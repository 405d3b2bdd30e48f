import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@/lib/session';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/spinner';
import { LoadError } from './load-error';
import { useIsLoggedIn } from '@/lib/session';
import { useCreditConfig } from '@/features/loan/api/credit-queries';
import { ratePercent } from '@/features/loan/loan-math';
import { OfferTermsBox } from './offer-terms-box';
import type { LoanPaths } from './loan-links';
import '@/features/loan/loan.css';

/** `/credit`: the product with its REAL configured terms, and an example at the smallest amount and shortest term. */
export function CreditIntro({ paths }: { paths: LoanPaths }) {
  const { t } = useTranslation('loan');
  const config = useCreditConfig();
  const loggedIn = useIsLoggedIn();
  if (config.isPending) return <Skeleton height="240px" />;
  if (config.isError) return <LoadError onRetry={() => void config.refetch()} />;
  const c = config.data;
  const term = Number(c.lendableDays[0] ?? 0);
  return (
    <div className="loan" data-testid="credit-intro">
      <section className="loan-hero">
        <h1 className="page-title">{t('intro.title')}</h1>
        <p>{t('intro.lead')}</p>
        <ul className="loan-facts">
          <li>
            {t('intro.range')}{' '}
            <strong>
              <Money value={c.amountMin} /> – <Money value={c.amountMax} />
            </strong>
          </li>
          <li>
            {t('intro.terms')}{' '}
            <strong>{c.lendableDays.map((d) => t('terms.dayCount', { n: Number(d), count: Number(d) })).join(' · ')}</strong>
          </li>
          <li>
            {t('intro.rate')}{' '}
            <strong>
              <bdi dir="ltr">{`${ratePercent(c.rate)}%`}</bdi>
            </strong>{' '}
            {t('intro.aprShort', { apr: c.apr })}
          </li>
          <li>{t('intro.noFee')}</li>
          <li>{t('intro.review')}</li>
        </ul>
        <p className="loan-actions">
          {loggedIn ? (
            <>
              <Link className="btn btn--primary" to={paths.application} data-testid="credit-apply-link">
                {t('intro.apply')}
              </Link>{' '}
              <Link to={paths.myLoan}>{t('intro.myLoan')}</Link>
            </>
          ) : (
            <Link className="btn btn--primary" to={loginPath(paths.application)}>
              {t('intro.login')}
            </Link>
          )}
        </p>
      </section>
      <h2 className="section-title">{t('intro.example')}</h2>
      <OfferTermsBox amountWhole={BigInt(Math.trunc(c.amountMin))} termDays={term} config={c} />
    </div>
  );
}
