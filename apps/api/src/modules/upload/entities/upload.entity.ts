import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An image accepted by `uploadimg!execute`, so later slices can check a URL is one of ours. */
@Entity({ name: 'uploads' })
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { nullable: true }) userId!: string | null;
  @Column('text') module!: string;
  @Column('text') storageKey!: string;
  @Column('text') mime!: string;
  @Column('int') bytes!: number;
  @Column('int') width!: number;
  @Column('int') height!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
