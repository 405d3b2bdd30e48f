import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import { UploadEntity } from './entities/upload.entity';

@Injectable()
export class UploadRepository extends BaseRepository {
  async insert(u: Partial<UploadEntity>): Promise<void> {
    await this.em.getRepository(UploadEntity).insert(u);
  }

  /** Whether `storageKey` is an upload made by `userId`. */
  async existsForUser(storageKey: string, userId: string): Promise<boolean> {
    return (await this.em.getRepository(UploadEntity).count({ where: { storageKey, userId } })) > 0;
  }
}
