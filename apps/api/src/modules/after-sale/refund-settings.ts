import { Injectable } from '@nestjs/common';
import { SysparaService } from '../syspara';
import { DEFAULT_REFUND_APPROVAL_THRESHOLD, refundApprovalThreshold } from './domain/refund-approval';

const THRESHOLD = 'mall_refund_approval_threshold';

/** The operator refund setting, kept in the system parameters (the syspara module owns `sysparas`). */
@Injectable()
export class RefundSettings {
  constructor(private readonly syspara: SysparaService) {}

  /** Refunds above this per order need a second operator (micro-units; the default when unset or unreadable). */
  async threshold(): Promise<bigint> {
    return refundApprovalThreshold(await this.syspara.getString(THRESHOLD, DEFAULT_REFUND_APPROVAL_THRESHOLD));
  }

  /** In the caller's transaction. `value`: USDT as text. */
  setThreshold(value: string): Promise<void> {
    return this.syspara.set(THRESHOLD, value, 'Operator refunds above this amount (USDT) need a second operator');
  }
}
