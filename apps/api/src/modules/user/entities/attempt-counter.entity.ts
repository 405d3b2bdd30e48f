import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Consecutive failures of a secret (login password per identifier, fund password per user) and its lock. */
@Entity({ name: 'attempt_counters' })
export class AttemptCounterEntity {
  @PrimaryColumn('text') key!: string;
  @Column('int') failures!: number;
  @Column('timestamptz', { nullable: true }) lockedUntil!: Date | null;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
