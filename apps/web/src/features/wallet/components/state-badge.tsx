import { useTranslation } from 'react-i18next';
import type { RecordState } from '@/features/wallet/types';

const CLASS: Record<RecordState, string> = { 0: 'badge', 1: 'badge badge--ok', 2: 'badge badge--warn' };

/** Processing / succeeded / failed. */
export function StateBadge({ state }: { state: RecordState }) {
  const { t } = useTranslation('wallet');
  const s: RecordState = state === 1 || state === 2 ? state : 0;
  return <span className={CLASS[s]}>{t(`records.state${s}`)}</span>;
}
