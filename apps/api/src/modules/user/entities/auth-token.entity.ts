import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A session token, stored as its SHA-256 hash only. */
@Entity({ name: 'auth_tokens' })
export class AuthTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') userId!: string;
  @Column('bytea') tokenHash!: Buffer;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) revokedAt!: Date | null;
  @Column('text', { nullable: true }) ip!: string | null;
}
