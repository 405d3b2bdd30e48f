import { Injectable } from '@nestjs/common';
import type { WalletUsdtData } from '@mall/contracts';
import { WalletService } from '../../modules/wallet';
import { Action, type ActionContext } from '../action.decorator';
import { toWalletUsdt } from './wallet.mapper';

/** Wallet calls (contract §4.6). Thin: service → map. */
@Injectable()
export class WalletActions {
  constructor(private readonly wallet: WalletService) {}

  /** Spendable (`money`) and frozen USDT; the clients show `money + frozen`. */
  @Action('wallet!getUsdt', { auth: 'required' })
  async getUsdt(ctx: ActionContext): Promise<WalletUsdtData> {
    return toWalletUsdt(await this.wallet.usdt(ctx.actor!.userId));
  }
}
