import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'verification_codes' })
export class VerificationCodeEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') target!: string;
  @Column('text') purpose!: string;
  @Column('text') codeHash!: string;
  @Column('int') attempts!: number;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) consumedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
