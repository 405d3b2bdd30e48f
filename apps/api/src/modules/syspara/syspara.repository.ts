import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';
import { SysparaEntity } from './entities/syspara.entity';

@Injectable()
export class SysparaRepository extends BaseRepository {
  find(codes: string[]): Promise<SysparaEntity[]> {
    return this.em.getRepository(SysparaEntity).findBy({ code: In(codes) });
  }
}
