import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import { VerificationCodeEntity } from './entities/verification-code.entity';

@Injectable()
export class VerificationCodeRepository extends BaseRepository {
  private get repo() {
    return this.em.getRepository(VerificationCodeEntity);
  }
  latest(target: string, purpose: string): Promise<VerificationCodeEntity | null> {
    return this.repo
      .createQueryBuilder('v')
      .where('lower(v.target) = lower(:target) and v.purpose = :purpose', { target, purpose })
      .orderBy('v.created_at', 'DESC')
      .setLock('pessimistic_write')
      .getOne();
  }
  async countSince(target: string, purpose: string, since: Date): Promise<number> {
    return this.repo
      .createQueryBuilder('v')
      .where('lower(v.target) = lower(:target) and v.purpose = :purpose and v.created_at >= :since', { target, purpose, since })
      .getCount();
  }
  async insert(v: Partial<VerificationCodeEntity>): Promise<void> {
    await this.repo.insert(v);
  }
  async update(id: string, patch: Partial<VerificationCodeEntity>): Promise<void> {
    await this.repo.update({ id }, patch);
  }
  async purgeEnded(): Promise<void> {
    await this.em.query(`delete from verification_codes where expires_at < now() - interval '1 day'`);
  }
}
