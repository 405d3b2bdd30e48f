import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';
import { SysparaEntity } from './entities/syspara.entity';

@Injectable()
export class SysparaRepository extends BaseRepository {
  find(codes: string[]): Promise<SysparaEntity[]> {
    return this.em.getRepository(SysparaEntity).findBy({ code: In(codes) });
  }

  /** The rows of `codes`, locked until the caller's transaction ends (changes are serialised). */
  async lock(codes: string[]): Promise<{ code: string; value: string }[]> {
    return this.em.query(`select code, value from sysparas where code = any($1::text[]) order by code for update`, [codes]);
  }

  async set(code: string, value: string, description: string): Promise<void> {
    await this.em.query(
      `insert into sysparas (code, value, is_public, description) values ($1, $2, false, $3)
       on conflict (code) do update set value = excluded.value, updated_at = now()`,
      [code, value, description],
    );
  }
}
