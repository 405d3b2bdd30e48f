import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One business event that moves money; its entries sum to zero per currency. Append-only. */
@Entity({ name: 'ledger_transfers' })
export class LedgerTransferEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('text') idempotencyKey!: string;
  @Column('text') kind!: string;
  /** sha-256 of the money content, to refuse a replayed key with different content */
  @Column('text') requestHash!: string;
  @Column('jsonb') metadata!: Record<string, unknown>;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
