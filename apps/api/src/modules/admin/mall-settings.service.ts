import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../core/database/transaction';
import { SysparaService } from '../syspara';
import { AuditService } from '../audit';
import {
  LEGACY_HOLD_HOURS,
  MALL_SETTINGS,
  MALL_SETTING_CODES,
  type MallSettingCode,
  type MallSettings,
  type MallSettingsPatch,
} from './domain/mall-settings';
import type { Operator } from '../../core/auth/operator';

export interface MallSettingView {
  code: MallSettingCode;
  value: number;
  unit: string;
  min: number;
  max: number;
  about: string;
}

/**
 * The operator's order settings (commission, timers, limits) kept as sysparas. A change runs in one
 * transaction with the rows locked and one audit record of what changed (before / after).
 */
@Injectable()
export class MallSettingsService {
  constructor(
    private readonly txHost: TransactionHost,
    private readonly syspara: SysparaService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<MallSettingView[]> {
    return this.view(await this.current());
  }

  update(op: Operator, patch: MallSettingsPatch): Promise<MallSettingView[]> {
    return this.txHost.withTransaction(async () => {
      const before = await this.current(true);
      const changed = MALL_SETTING_CODES.filter((c) => patch[c] !== undefined && patch[c] !== before[c]);
      if (changed.length === 0) return this.view(before);
      for (const c of changed) await this.syspara.set(c, String(patch[c]), MALL_SETTINGS[c].about);
      const hold = patch[LEGACY_HOLD_HOURS.of];
      if (changed.includes(LEGACY_HOLD_HOURS.of) && hold !== undefined)
        await this.syspara.set(LEGACY_HOLD_HOURS.code, LEGACY_HOLD_HOURS.value(hold), LEGACY_HOLD_HOURS.about);
      await this.audit.byOperator(op, 'mall_settings.update', changed.join(','), {
        before: Object.fromEntries(changed.map((c) => [c, before[c]])),
        after: Object.fromEntries(changed.map((c) => [c, patch[c]])),
      });
      return this.view({ ...before, ...patch } as MallSettings);
    });
  }

  /** The values in force: the stored ones, else the fallback the modules use. */
  private async current(lock = false): Promise<MallSettings> {
    const values = lock ? await this.syspara.lockValues(MALL_SETTING_CODES) : null;
    const read = async (c: MallSettingCode) => {
      const v = values ? (values.get(c) ?? '') : await this.syspara.getString(c, '');
      return /^\d{1,9}$/.test(v) ? Number(v) : MALL_SETTINGS[c].fallback;
    };
    return Object.fromEntries(await Promise.all(MALL_SETTING_CODES.map(async (c) => [c, await read(c)]))) as MallSettings;
  }

  private view(v: MallSettings): MallSettingView[] {
    return MALL_SETTING_CODES.map((code) => {
      const { unit, min, max, about } = MALL_SETTINGS[code];
      return { code, value: v[code], unit, min, max, about };
    });
  }
}
