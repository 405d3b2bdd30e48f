import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One leg of a transfer: a signed amount (minor units) on one account. Append-only. */
@Entity({ name: 'ledger_entries' })
export class LedgerEntryEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('bigint') transferId!: string;
  @Column('bigint') accountId!: string;
  @Column('bigint') amount!: string;
  /** the account's balance right after this entry */
  @Column('bigint') balanceAfter!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
