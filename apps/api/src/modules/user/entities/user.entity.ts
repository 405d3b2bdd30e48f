import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserStatus = 'active' | 'disabled' | 'cancelled';
export type RegisterType = 1 | 2;

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') username!: string;
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('smallint') registerType!: RegisterType;
  @Column('text') usercode!: string;
  @Column('smallint') avatar!: number;
  @Column('text') passwordHash!: string;
  @Column('text', { nullable: true }) safewordHash!: string | null;
  /** the last reset of a forgotten fund password (withdrawals are held 24 h after it) */
  @Column('timestamptz', { nullable: true }) safewordResetAt!: Date | null;
  @Column('text') status!: UserStatus;
  /** the language of the last registration or sign-in: the user's e-mail is written in it (null: the brand's) */
  @Column('text', { nullable: true }) lang!: string | null;
  @Column('text') role!: string;
  @Column('uuid', { nullable: true }) referrerId!: string | null;
  @Column('smallint') onlineStatus!: number;
  @Column('timestamptz', { nullable: true }) lastHeartbeatAt!: Date | null;
  @Column('timestamptz', { nullable: true }) lastLoginAt!: Date | null;
  @Column('text', { nullable: true }) lastLoginIp!: string | null;
  @Column('text', { nullable: true }) cancelReason!: string | null;
  @Column('timestamptz', { nullable: true }) cancelledAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
