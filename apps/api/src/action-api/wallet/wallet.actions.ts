import { Injectable } from '@nestjs/common';
import type { PageA, WalletStatementRow, WalletUsdtData } from '@mall/contracts';
import type { z } from 'zod';
import { pageA, paging } from '../../modules/catalog';
import { WalletService } from '../../modules/wallet';
import { Action, type ActionContext } from '../action.decorator';
import { toStatementRow, toWalletUsdt } from './wallet.mapper';
import { WalletStatementParams } from './wallet.params';

/** Wallet calls (contract §4.6, plus our `wallet!statement`). Thin: service → map. */
@Injectable()
export class WalletActions {
  constructor(private readonly wallet: WalletService) {}

  /** Spendable (`money`) and frozen USDT; the clients show `money + frozen`. */
  @Action('wallet!getUsdt', { auth: 'required' })
  async getUsdt(ctx: ActionContext): Promise<WalletUsdtData> {
    return toWalletUsdt(await this.wallet.usdt(ctx.actor!.userId));
  }

  /** Ours: every posting on the caller's available (or frozen) balance, newest first, filtered, paged. */
  @Action('wallet!statement', { auth: 'required', params: WalletStatementParams })
  async statement(ctx: ActionContext<z.infer<typeof WalletStatementParams>>): Promise<PageA<WalletStatementRow>> {
    const p = paging(ctx.params.pageNum, ctx.params.pageSize);
    const s = await this.wallet.statement(ctx.actor!.userId, {
      account: ctx.params.account === 'frozen' ? 'frozen' : 'available',
      type: ctx.params.type || undefined,
      from: ctx.params.from,
      to: ctx.params.to,
      pageNo: p.pageNum,
      pageSize: p.pageSize,
    });
    return pageA(s.elements.map(toStatementRow), s.totalElements, p);
  }
}
