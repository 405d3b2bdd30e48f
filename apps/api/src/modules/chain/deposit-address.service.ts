import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { Transactional } from '../../core/database/transaction';
import { ChainRepository, type DepositAddressRow } from './chain.repository';
import { deriveAddress, displayAddress, parseAccountXpub, storedAddress, type AccountXpub, type ChainFamily } from './domain/hd-address';

/**
 * One deposit address per user and chain family, derived from the operator's account-level xpub
 * (`…/0/<index>`), allocated once, in a transaction, with gapless indexes per family. The private
 * keys stay with the operator (sweeping is done offline from the same seed).
 */
@Injectable()
export class DepositAddressService {
  private readonly log = new Logger('DepositAddresses');
  private readonly keys: Partial<Record<ChainFamily, AccountXpub>> = {};

  constructor(
    private readonly repo: ChainRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // A wrong key must stop start-up, not hand out addresses nobody controls.
    if (config.CHAIN_EVM_XPUB) this.keys.evm = parseAccountXpub(config.CHAIN_EVM_XPUB);
    if (config.CHAIN_TRON_XPUB) this.keys.tron = parseAccountXpub(config.CHAIN_TRON_XPUB);
  }

  /** Whether a key is configured for the family (networks of a family without one stay disabled). */
  hasKey(family: ChainFamily): boolean {
    return !!this.keys[family];
  }

  /**
   * The user's address for the family (display form), allocating it on first use. Null when no key
   * is configured, or when the stored address was derived from another key than the configured one
   * (the operator changed the xpub: never show an address of the old key as if it were current).
   */
  @Transactional()
  async addressFor(userId: string, family: ChainFamily): Promise<string | null> {
    const key = this.keys[family];
    if (!key) return null;
    let row = await this.repo.findAddress(userId, family);
    if (!row) {
      await this.repo.lockAllocation(family);
      row = (await this.repo.findAddress(userId, family)) ?? (await this.allocate(userId, family, key));
    }
    if (row.xpubFingerprint !== key.fingerprint) {
      this.log.error(
        `deposit address ${row.id} (${family}) was derived from key ${row.xpubFingerprint}, configured key is ${key.fingerprint}`,
      );
      return null;
    }
    return displayAddress(family, row.address);
  }

  private async allocate(userId: string, family: ChainFamily, key: AccountXpub): Promise<DepositAddressRow> {
    const index = await this.repo.nextDerivationIndex(family);
    const address = storedAddress(family, deriveAddress(family, key, index));
    return this.repo.insertAddress({ userId, family, derivationIndex: index, address, xpubFingerprint: key.fingerprint });
  }
}
