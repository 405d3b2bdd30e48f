import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import { OutboundMessageEntity } from './entities/outbound-message.entity';

@Injectable()
export class OutboundMessageRepository extends BaseRepository {
  async insert(m: Pick<OutboundMessageEntity, 'channel' | 'target' | 'template' | 'payload'>): Promise<void> {
    await this.em.getRepository(OutboundMessageEntity).insert({ ...m, status: 'pending', attempts: 0 });
  }
}
