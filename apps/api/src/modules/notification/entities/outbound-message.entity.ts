import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** E-mail/SMS waiting for (or handed to) a delivery transport. */
@Entity({ name: 'outbound_messages' })
export class OutboundMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') channel!: 'email' | 'sms';
  @Column('text') target!: string;
  @Column('text') template!: string;
  @Column('jsonb') payload!: Record<string, string>;
  @Column('text') status!: 'pending' | 'sent' | 'failed';
  /** Delivery attempts started (counted when claimed, so a crash mid-send counts too). */
  @Column('int') attempts!: number;
  /** Not to be tried before (backoff after a transient failure). */
  @Column('timestamptz') nextAttemptAt!: Date;
  /** A drain holds the row until then (a lease: a dead process's claim runs out). */
  @Column('timestamptz', { nullable: true }) claimedUntil!: Date | null;
  /** The last failure: SMTP code and reply, never credentials. */
  @Column('text', { nullable: true }) lastError!: string | null;
  /** The Message-ID header sent (stable per row: receivers can drop a repeat). */
  @Column('text', { nullable: true }) messageId!: string | null;
  /** The SMTP server's answer to the accepted message (its queue id). */
  @Column('text', { nullable: true }) smtpResponse!: string | null;
  @Column('timestamptz', { nullable: true }) sentAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
