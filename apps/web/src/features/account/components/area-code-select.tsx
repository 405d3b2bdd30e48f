import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { langTag } from '@/lib/i18n';

/** Calling code → region (names come from Intl.DisplayNames in the interface language). */
export const AREA_CODES: ReadonlyArray<readonly [string, string]> = [
  ['1', 'US'],
  ['44', 'GB'],
  ['86', 'CN'],
  ['852', 'HK'],
  ['886', 'TW'],
  ['81', 'JP'],
  ['82', 'KR'],
  ['49', 'DE'],
  ['33', 'FR'],
  ['34', 'ES'],
  ['351', 'PT'],
  ['39', 'IT'],
  ['7', 'RU'],
  ['90', 'TR'],
  ['30', 'GR'],
  ['91', 'IN'],
  ['62', 'ID'],
  ['60', 'MY'],
  ['65', 'SG'],
  ['63', 'PH'],
  ['66', 'TH'],
  ['84', 'VN'],
  ['971', 'AE'],
  ['966', 'SA'],
  ['27', 'ZA'],
  ['55', 'BR'],
  ['52', 'MX'],
  ['61', 'AU'],
];

export function AreaCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([langTag(i18n.resolvedLanguage ?? 'en')], { type: 'region' });
    } catch {
      return null;
    }
  }, [i18n.resolvedLanguage]);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('fields.areaCode')}
      </label>
      <select id={id} className="area-code" value={value} onChange={(e) => onChange(e.target.value)} dir="ltr">
        {AREA_CODES.map(([code, region]) => (
          <option key={`${code}-${region}`} value={code}>
            {`+${code} ${names?.of(region) ?? region}`}
          </option>
        ))}
      </select>
    </>
  );
}
