import { Injectable } from '@nestjs/common';
import type { AdminNetworkView, AdminWithdrawRuleView, AdminWithdrawRulesView, AdminWithdrawSettings } from '@mall/contracts';
import { Money } from '@mall/money';
import { TransactionHost } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { ChainNetworkService, ChainRepository, DepositAddressService, type NetworkRow, type NetworkUpdate } from '../chain';
import { WithdrawChannelService, WithdrawConfigRepository, type WithdrawChannelRow, type WithdrawConfigUpdate } from '../withdraw';
import { AuditService } from '../audit';
import {
  changes,
  maskUrl,
  networkInconsistency,
  tokenContractFor,
  withdrawRuleInconsistency,
  type NetworkPatch,
  type WithdrawRulePatch,
} from './domain/config-rules';
import type { Operator } from '../../core/auth/operator';

const usdt = (minor: string) => Money.ofMinorString(minor).format();

/**
 * Operator configuration of deposit networks and withdrawal rules. Each change runs in one
 * transaction with the row locked and its audit record (`before` / `after` of the changed fields,
 * endpoints masked); a change that changes nothing writes nothing.
 */
@Injectable()
export class AdminConfigService {
  constructor(
    private readonly txHost: TransactionHost,
    private readonly audit: AuditService,
    private readonly chains: ChainRepository,
    private readonly live: ChainNetworkService,
    private readonly addresses: DepositAddressService,
    private readonly rules: WithdrawConfigRepository,
    private readonly channels: WithdrawChannelService,
  ) {}

  async networks(): Promise<AdminNetworkView[]> {
    const live = await this.liveNetworks();
    return (await this.chains.networks()).map((n) => this.networkView(n, live));
  }

  /** Ids of the networks offered to users, as the chain module decides it (enabled, endpoint, key). */
  private async liveNetworks(): Promise<Set<string>> {
    return new Set((await this.live.active()).map((n) => n.id));
  }

  updateNetwork(op: Operator, id: string, patch: NetworkPatch): Promise<AdminNetworkView> {
    return this.txHost.withTransaction(async () => {
      const current = await this.chains.lockNetwork(id);
      if (!current) throw new AppError('COMMON_NOT_FOUND');
      const update: NetworkUpdate = { ...patch };
      if (patch.tokenContract !== undefined) {
        const stored = tokenContractFor(current.family, patch.tokenContract);
        if (!stored) throw new AppError('COMMON_INVALID_PARAM', { field: 'tokenContract' });
        update.tokenContract = stored;
      }
      if (patch.name !== undefined && (await this.chains.nameTaken(patch.name, id)))
        throw new AppError('COMMON_INVALID_PARAM', { field: 'name' });
      const merged = { ...current, ...update };
      const bad = networkInconsistency(merged);
      if (bad) throw new AppError('COMMON_INVALID_PARAM', { field: bad });

      let diff = changes(this.auditable(current), this.auditable(merged as NetworkRow));
      if (merged.rpcUrl !== current.rpcUrl && !diff?.after.rpcUrl) {
        // A new endpoint whose masked form looks like the old one is still a change.
        diff = diff ?? { before: {}, after: {} };
        diff.before.rpcUrl = maskUrl(current.rpcUrl);
        diff.after.rpcUrl = maskUrl(merged.rpcUrl);
      }
      if (!diff) return this.networkView(current, await this.liveNetworks());
      const after = await this.chains.updateNetwork(id, update);
      await this.audit.byOperator(op, 'network.update', id, diff);
      return this.networkView(after, await this.liveNetworks());
    });
  }

  async withdrawRules(): Promise<AdminWithdrawRulesView> {
    const rows = await this.rules.channels();
    const live = new Set((await this.channels.active()).map((c) => c.chain));
    return {
      onlyOne: await this.channels.onlyOne(),
      payoutsConfigured: this.channels.payoutsConfigured(),
      items: rows.map((r) => ({ ...this.ruleView(r), inService: live.has(r.chain) })),
    };
  }

  updateWithdrawRule(op: Operator, chain: string, patch: WithdrawRulePatch): Promise<AdminWithdrawRuleView> {
    return this.txHost.withTransaction(async () => {
      const current = await this.rules.lockChannel(chain);
      if (!current) throw new AppError('COMMON_NOT_FOUND');
      const update: WithdrawConfigUpdate = { ...patch };
      const merged = { ...current, ...update };
      const bad = withdrawRuleInconsistency(merged);
      if (bad) throw new AppError('COMMON_INVALID_PARAM', { field: bad });

      const diff = changes(this.ruleView(current), this.ruleView(merged));
      if (diff) {
        await this.rules.updateConfig(chain, update);
        await this.audit.byOperator(op, 'withdraw_rule.update', chain, diff);
      }
      // In service as the withdrawal module decides it (enabled, endpoint, a payout path for the family).
      return { ...this.ruleView((await this.rules.channel(chain))!), inService: (await this.channels.activeById(chain)) !== null };
    });
  }

  updateWithdrawSettings(op: Operator, settings: AdminWithdrawSettings): Promise<AdminWithdrawRulesView> {
    return this.txHost.withTransaction(async () => {
      const before = await this.channels.onlyOne();
      if (before !== settings.onlyOne) {
        await this.channels.setOnlyOne(settings.onlyOne);
        await this.audit.byOperator(op, 'withdraw_settings.update', 'withdraw_only_one', {
          before: { onlyOne: before },
          after: { onlyOne: settings.onlyOne },
        });
      }
      return this.withdrawRules();
    });
  }

  private networkView(n: NetworkRow, live: Set<string>): AdminNetworkView {
    return {
      id: n.id,
      family: n.family,
      coin: n.coin,
      ...this.auditable(n),
      img: n.img,
      keyConfigured: this.addresses.hasKey(n.family),
      inService: live.has(n.id),
    };
  }

  /** The settings an operator edits, in answer form (amounts as decimals, endpoint masked). */
  private auditable(n: NetworkRow) {
    return {
      enabled: n.enabled,
      name: n.name,
      rpcUrl: maskUrl(n.rpcUrl),
      tokenContract: n.tokenContract,
      tokenDecimals: n.tokenDecimals,
      confirmations: n.confirmations,
      minDeposit: usdt(n.minDeposit),
      rechargeMin: usdt(n.rechargeMin),
      rechargeMax: usdt(n.rechargeMax),
      claimTwoApprovalThreshold: usdt(n.claimTwoApprovalThreshold),
      scanCursor: n.scanCursor,
    };
  }

  /** The rules in answer form (amounts as decimals), without the in-service flag. */
  private ruleView(r: WithdrawChannelRow): Omit<AdminWithdrawRuleView, 'inService'> {
    return {
      chain: r.chain,
      family: r.family,
      blockchainName: r.blockchainName,
      coin: r.coin,
      enabled: r.enabled,
      minAmount: usdt(r.minAmount),
      maxAmount: usdt(r.maxAmount),
      feeRate: r.feeRate,
      dailyCount: r.dailyCount,
      windowStart: r.windowStart,
      windowEnd: r.windowEnd,
      twoApprovalThreshold: usdt(r.twoApprovalThreshold),
      addressCooldownMinutes: r.addressCooldownMinutes,
    };
  }
}
