import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useCountries } from '@/lib/countries';
import { LoadError } from './load-error';
import { useCreditApply } from '@/features/loan/api/credit-mutations';
import { useBeforeReapply, useCreditCheck, useCreditConfig } from '@/features/loan/api/credit-queries';
import { parseWhole } from '@/features/loan/loan-math';
import type { PhotoState } from './id-photo-input';
import type { LoanPaths } from './loan-links';
import { OfferTermsBox } from './offer-terms-box';
import '@/features/loan/loan.css';

// The photo pickers (upload with progress) load right after the form's first render.
const IdPhotoInput = lazy(() => import('./id-photo-input').then((m) => ({ default: m.IdPhotoInput })));

const EMPTY: PhotoState = { value: '', uploading: false };
type Slot = 'face' | 'back' | 'hand';
const SLOTS: Slot[] = ['face', 'back', 'hand'];

/** `/credit/application`: the form, the ID photos with progress, the consent, and the terms box updating live. */
export function ApplyForm({ paths }: { paths: LoanPaths }) {
  const { t } = useTranslation('loan');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const creditId = params.get('creditId');
  const config = useCreditConfig();
  const check = useCreditCheck(!creditId);
  const previous = useBeforeReapply(creditId);
  const countries = useCountries();
  const apply = useCreditApply();

  const [realName, setRealName] = useState('');
  const [countryId, setCountryId] = useState('');
  const [identification, setIdentification] = useState('');
  const [amount, setAmount] = useState('');
  const [term, setTerm] = useState('');
  const [photos, setPhotos] = useState<Record<Slot, PhotoState>>({ face: EMPTY, back: EMPTY, hand: EMPTY });
  const [agree, setAgree] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const p = previous.data;
    if (!p) return;
    setRealName(p.realName);
    setCountryId(String(p.countryId));
    setIdentification(p.identification);
    setAmount(String(p.applyAmount));
    setTerm(String(p.creditPeriod));
    setPhotos({
      face: { value: p.imgCertificateFace, uploading: false },
      back: { value: p.imgCertificateBack, uploading: false },
      hand: { value: p.imgCertificateHand, uploading: false },
    });
  }, [previous.data]);

  const c = config.data;
  useEffect(() => {
    if (c && !term && c.lendableDays[0]) setTerm(c.lendableDays[0]);
  }, [c, term]);

  if (config.isPending || (creditId && previous.isPending) || (!creditId && check.isPending)) return <Skeleton height="320px" />;
  if (config.isError || !c) return <LoadError onRetry={() => void config.refetch()} />;
  if (!creditId && check.data === false)
    return (
      <p className="notice notice--warning" data-testid="credit-has-loan">
        {t('apply.hasLoan')} <Link to={paths.myLoan}>{t('intro.myLoan')}</Link>
      </p>
    );

  const whole = parseWhole(amount);
  const termDays = Number(term) || 0;
  const amountError =
    whole === null
      ? t('apply.amountWhole')
      : whole < BigInt(Math.trunc(c.amountMin)) || whole > BigInt(Math.trunc(c.amountMax))
        ? t('apply.amountRange', { min: c.amountMin, max: c.amountMax })
        : null;
  const errors = {
    realName: realName.trim() ? null : t('apply.realNameRequired'),
    countryId: countryId ? null : t('apply.countryRequired'),
    identification: /^[\p{L}\p{N} -]{2,64}$/u.test(identification.trim()) ? null : t('apply.identificationInvalid'),
    amount: amountError,
    term: c.lendableDays.includes(term) ? null : t('apply.termRequired'),
    photos: SLOTS.every((s) => photos[s].value) ? null : t('apply.photosRequired'),
    agree: agree ? null : t('apply.agreeRequired'),
  };
  const uploading = SLOTS.some((s) => photos[s].uploading);
  /** the amount the terms are shown for: a valid amount with a term chosen */
  const offered = whole !== null && !amountError && termDays ? whole : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (uploading) return toast.error(t('apply.stillUploading'));
    if (Object.values(errors).some(Boolean)) return;
    apply.mutate(
      {
        realName: realName.trim(),
        creditPeriod: term,
        applyAmount: amount.trim(),
        countryId,
        identification: identification.trim(),
        imgCertificateFace: photos.face.value,
        imgCertificateBack: photos.back.value,
        imgCertificateHand: photos.hand.value,
        creditId: creditId ?? '',
      },
      {
        onSuccess: () => {
          toast.success(t('apply.submitted'));
          void navigate(paths.myLoan);
        },
      },
    );
  };
  const err = (k: keyof typeof errors) => (submitted ? errors[k] : null);

  return (
    <div className="loan loan-apply">
      <form className="form-card" onSubmit={onSubmit} noValidate data-testid="credit-apply-form">
        {previous.data?.rejectReason ? (
          <p className="notice notice--warning">{t('apply.rejectedBecause', { reason: previous.data.rejectReason })}</p>
        ) : null}
        <TextField
          label={t('apply.realName')}
          name="realName"
          autoComplete="name"
          maxLength={64}
          value={realName}
          onChange={(e) => setRealName(e.target.value)}
          error={err('realName')}
        />
        <div className={`field${err('countryId') ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="loan-country">
            {t('apply.country')}
          </label>
          <select id="loan-country" className="input" name="countryId" value={countryId} onChange={(e) => setCountryId(e.target.value)}>
            <option value="">{t('apply.countryPick')}</option>
            {(countries.data ?? []).map((co) => (
              <option key={co.id} value={co.id}>
                {co.countryName}
              </option>
            ))}
          </select>
          {err('countryId') ? (
            <p className="field__error" role="alert">
              {err('countryId')}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('apply.identification')}
          name="identification"
          maxLength={64}
          dir="ltr"
          value={identification}
          onChange={(e) => setIdentification(e.target.value)}
          error={err('identification')}
        />
        <TextField
          label={t('apply.amount')}
          name="applyAmount"
          inputMode="numeric"
          dir="ltr"
          hint={t('apply.amountHint', { min: c.amountMin, max: c.amountMax })}
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, '').slice(0, 12))}
          error={err('amount')}
        />
        <div className={`field${err('term') ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="loan-term">
            {t('apply.term')}
          </label>
          <select id="loan-term" className="input" name="creditPeriod" value={term} onChange={(e) => setTerm(e.target.value)}>
            {c.lendableDays.map((d) => (
              <option key={d} value={d}>
                {t('terms.dayCount', { n: Number(d), count: Number(d) })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="loan-photos">
          <legend>{t('apply.photos')}</legend>
          <p className="muted">{t('apply.photosPrivate')}</p>
          <Suspense fallback={<Skeleton height="120px" />}>
            {SLOTS.map((s) => (
              <IdPhotoInput
                key={s}
                slot={s}
                label={t(`apply.photo.${s}`)}
                state={photos[s]}
                onChange={(v) => setPhotos((p) => ({ ...p, [s]: v }))}
              />
            ))}
          </Suspense>
          {err('photos') ? (
            <p className="field__error" role="alert">
              {err('photos')}
            </p>
          ) : null}
        </fieldset>
        {offered !== null ? (
          <OfferTermsBox amountWhole={offered} termDays={termDays} config={c} />
        ) : (
          <p className="notice">{t('apply.termsAppear')}</p>
        )}
        <label className={`loan-agree${err('agree') ? ' field--invalid' : ''}`}>
          <input type="checkbox" name="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} /> {t('apply.agree')}
        </label>
        {err('agree') ? (
          <p className="field__error" role="alert">
            {err('agree')}
          </p>
        ) : null}
        <Button type="submit" pending={apply.isPending} disabled={uploading} data-testid="credit-apply-submit">
          {creditId ? t('apply.resubmit') : t('apply.submit')}
        </Button>
      </form>
    </div>
  );
}
