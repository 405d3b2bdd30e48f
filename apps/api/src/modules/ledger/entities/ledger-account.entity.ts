import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A ledger account. `balance` is a cache of Σ entries (minor units), kept under a row lock. */
@Entity({ name: 'ledger_accounts' })
export class LedgerAccountEntity {
  /** bigint ids travel as strings */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('text') code!: string;
  @Column('text') kind!: string;
  @Column('text') currency!: string;
  @Column('uuid', { nullable: true }) ownerUserId!: string | null;
  @Column('boolean') allowNegative!: boolean;
  /** minor units as an integer string */
  @Column('bigint') balance!: string;
  @Column('bigint') version!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
