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
  @Column('text') status!: UserStatus;
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
