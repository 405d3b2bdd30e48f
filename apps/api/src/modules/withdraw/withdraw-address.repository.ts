import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

export interface WithdrawAddressRow {
  id: string;
  userId: string;
  chain: string;
  coin: string;
  /** stored form (lowercase hex / base58) */
  address: string;
  boundAt: Date;
  usableFrom: Date;
}

const COLUMNS = `id::text, user_id as "userId", chain, coin, address, bound_at as "boundAt", usable_from as "usableFrom"`;

/** Users' bound withdrawal addresses: one active row per user; resets keep the old row as history. */
@Injectable()
export class WithdrawAddressRepository extends BaseRepository {
  async active(userId: string, opts: { lock?: boolean } = {}): Promise<WithdrawAddressRow | null> {
    return this.one(`select ${COLUMNS} from withdraw_addresses where user_id = $1 and reset_at is null${opts.lock ? ' for update' : ''}`, [
      userId,
    ]);
  }

  /** Insert the user's binding; null when one is already active (the partial unique index decides). */
  async insert(a: {
    userId: string;
    chain: string;
    coin: string;
    address: string;
    cooldownMinutes: number;
  }): Promise<WithdrawAddressRow | null> {
    return this.one(
      `insert into withdraw_addresses (user_id, chain, coin, address, bound_at, usable_from)
       values ($1, $2, $3, $4, now(), now() + make_interval(mins => $5))
       on conflict (user_id) where reset_at is null do nothing
       returning ${COLUMNS}`,
      [a.userId, a.chain, a.coin, a.address, a.cooldownMinutes],
    );
  }

  /** The owner cancelled a binding by the e-mailed link: reset with no operator; false when it is no longer active. */
  async cancelByOwner(id: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected]
    const [, affected] = (await this.em.query(
      `update withdraw_addresses set reset_at = now(), reset_reason = 'cancelled by the owner (e-mail link)'
        where id = $1 and reset_at is null returning id`,
      [id],
    )) as [unknown[], number];
    return affected > 0;
  }

  /** Where the owner is told about a binding (the e-mail, else the phone). */
  async contact(userId: string): Promise<{ email: string | null; phone: string | null }> {
    const [row] = await this.em.query(`select email, phone from users where id = $1`, [userId]);
    return { email: row?.email ?? null, phone: row?.phone ?? null };
  }

  async reset(id: string, adminId: string, reason: string): Promise<void> {
    await this.em.query(
      `update withdraw_addresses set reset_at = now(), reset_by = $2, reset_reason = $3 where id = $1 and reset_at is null`,
      [id, adminId, reason],
    );
  }
}
