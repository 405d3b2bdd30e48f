import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import { UserEntity } from './entities/user.entity';

@Injectable()
export class UserRepository extends BaseRepository {
  private get repo() {
    return this.em.getRepository(UserEntity);
  }

  /** With `lock`, the row stays locked (FOR UPDATE) to the end of the caller's transaction. */
  findById(id: string, opts: { lock?: boolean } = {}): Promise<UserEntity | null> {
    return this.repo.findOne({ where: { id }, lock: opts.lock ? { mode: 'pessimistic_write' } : undefined });
  }

  /** Look a login name up as a username, then an e-mail, then a phone (`"<area> <digits>"`). */
  async findForLogin(names: { username: string; email?: string; phone?: string }): Promise<UserEntity | null> {
    const qb = this.repo.createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username: names.username });
    if (names.email) qb.orWhere('lower(u.email) = lower(:email)', { email: names.email });
    if (names.phone) qb.orWhere('u.phone = :phone', { phone: names.phone });
    const rows = await qb.getMany();
    const lower = (s: string | null | undefined) => s?.toLowerCase();
    return (
      rows.find((r) => lower(r.username) === lower(names.username)) ??
      rows.find((r) => names.email && lower(r.email) === lower(names.email)) ??
      rows.find((r) => names.phone && r.phone === names.phone) ??
      null
    );
  }

  /** The active account using this e-mail address (any case). */
  findActiveByEmail(email: string, opts: { lock?: boolean } = {}): Promise<UserEntity | null> {
    const qb = this.repo.createQueryBuilder('u').where("lower(u.email) = lower(:email) and u.status = 'active'", { email });
    return (opts.lock ? qb.setLock('pessimistic_write') : qb).getOne();
  }

  async taken(field: 'username' | 'email' | 'phone', value: string): Promise<boolean> {
    const expr = field === 'phone' ? 'u.phone = :v' : `lower(u.${field}) = lower(:v)`;
    return (await this.repo.createQueryBuilder('u').where(expr, { v: value }).getCount()) > 0;
  }

  findByUsercode(usercode: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ usercode });
  }

  insert(u: Partial<UserEntity>): Promise<UserEntity> {
    return this.repo.save(this.repo.create(u));
  }

  async update(id: string, patch: Partial<UserEntity>): Promise<void> {
    await this.repo.update({ id }, patch);
  }
}
