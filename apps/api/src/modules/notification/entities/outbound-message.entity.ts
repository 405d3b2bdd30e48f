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
  @Column('int') attempts!: number;
  @Column('timestamptz', { nullable: true }) sentAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
