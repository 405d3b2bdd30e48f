import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { AddressInput } from './domain/address-rules';

/** A stored address: the validated input with its owner and times. */
export interface AddressRow extends AddressInput {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id::text, user_id as "userId", contacts, phone_area_code as "phoneAreaCode", phone_number as "phoneNumber",
  email, postcode, country, province, city, country_id as "countryId", province_id as "provinceId", city_id as "cityId",
  address, is_default as "isDefault", created_at as "createdAt", updated_at as "updatedAt"`;

/** Stored fields of an address, in insert/update order ($2…$14). */
const values = (a: AddressInput): unknown[] => [
  a.contacts,
  a.phoneAreaCode,
  a.phoneNumber,
  a.email,
  a.postcode,
  a.country,
  a.province,
  a.city,
  a.countryId,
  a.provinceId,
  a.cityId,
  a.address,
];

/** Users' delivery addresses. Every query is scoped by `user_id`: another user's id reads as missing. */
@Injectable()
export class AddressRepository extends BaseRepository {
  /** Serialises one user's address writes (count cap, default switch) on the user's row. */
  async lockUser(userId: string): Promise<void> {
    await this.em.query(`select 1 from users where id = $1 for update`, [userId]);
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from addresses where user_id = $1`, [userId]);
    return row.n;
  }

  /** The default first, then the newest. */
  async list(userId: string, limit: number): Promise<AddressRow[]> {
    return this.em.query(`select ${COLUMNS} from addresses where user_id = $1 order by is_default desc, id desc limit $2`, [userId, limit]);
  }

  async find(userId: string, id: string, opts: { lock?: boolean } = {}): Promise<AddressRow | null> {
    return this.one(`select ${COLUMNS} from addresses where id = $1 and user_id = $2${opts.lock ? ' for update' : ''}`, [id, userId]);
  }

  async findDefault(userId: string): Promise<AddressRow | null> {
    return this.one(`select ${COLUMNS} from addresses where user_id = $1 and is_default`, [userId]);
  }

  async clearDefault(userId: string): Promise<void> {
    await this.em.query(`update addresses set is_default = false, updated_at = now() where user_id = $1 and is_default`, [userId]);
  }

  async insert(userId: string, a: AddressInput, isDefault: boolean): Promise<AddressRow> {
    const [row] = await this.em.query(
      `insert into addresses (user_id, contacts, phone_area_code, phone_number, email, postcode, country, province, city,
                              country_id, province_id, city_id, address, is_default)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       returning ${COLUMNS}`,
      [userId, ...values(a), isDefault],
    );
    return row;
  }

  async update(userId: string, id: string, a: AddressInput, isDefault: boolean): Promise<void> {
    await this.em.query(
      `update addresses set contacts = $3, phone_area_code = $4, phone_number = $5, email = $6, postcode = $7, country = $8,
              province = $9, city = $10, country_id = $11, province_id = $12, city_id = $13, address = $14, is_default = $15,
              updated_at = now()
        where id = $1 and user_id = $2`,
      [id, userId, ...values(a), isDefault],
    );
  }

  /** Deletes the caller's address; answers whether it was the default (null: nothing deleted). */
  async delete(userId: string, id: string): Promise<{ wasDefault: boolean } | null> {
    const rows: { isDefault: boolean }[] = await this.em.query(
      `delete from addresses where id = $1 and user_id = $2 returning is_default as "isDefault"`,
      [id, userId],
    );
    // TypeORM answers [rows, count] for DELETE … RETURNING on Postgres.
    const list = Array.isArray(rows[0]) ? (rows[0] as unknown as { isDefault: boolean }[]) : rows;
    return list.length ? { wasDefault: list[0].isDefault } : null;
  }

  /** Makes the newest remaining address the default (after the default was deleted). */
  async promoteNewest(userId: string): Promise<void> {
    await this.em.query(
      `update addresses set is_default = true, updated_at = now()
        where id = (select id from addresses where user_id = $1 order by id desc limit 1)`,
      [userId],
    );
  }
}
