import type { Key } from 'react';
import { useTranslation } from 'react-i18next';

interface Network {
  coin: string;
  blockchain_name: string;
}

interface NetworkPickerProps<C extends Network> {
  channels: readonly C[];
  /** the chosen channel (one of `channels`) */
  value: C;
  onChange: (channel: C) => void;
  keyOf: (channel: C) => Key;
}

/** The coin and network of a deposit or a withdrawal address, one radio button each. */
export function NetworkPicker<C extends Network>({ channels, value, onChange, keyOf }: NetworkPickerProps<C>) {
  const { t } = useTranslation('wallet');
  return (
    <fieldset className="wallet-networks">
      <legend className="field__label">{t('recharge.network')}</legend>
      {channels.map((c) => (
        <label key={keyOf(c)} className={`wallet-network${c === value ? ' wallet-network--active' : ''}`}>
          <input type="radio" name="network" checked={c === value} onChange={() => onChange(c)} />
          <bdi dir="ltr">{`${c.coin} · ${c.blockchain_name}`}</bdi>
        </label>
      ))}
    </fieldset>
  );
}
