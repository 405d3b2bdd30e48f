import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { SellerStatus } from '../../core/auth/seller';

export interface OwnedStoreRow {
  id: string;
  name: string;
  status: SellerStatus;
}

/** The store a user account owns (`sellers.owner_user_id`, unique). Order data is read through the order module. */
@Injectable()
export class SellerRepository extends BaseRepository {
  async findByOwner(userId: string): Promise<OwnedStoreRow | null> {
    return this.one(`select id, name, status from sellers where owner_user_id = $1`, [userId]);
  }
}
