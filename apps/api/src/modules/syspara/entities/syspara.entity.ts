import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Operator-tunable system parameters (legacy T_SYSPARA). Only `isPublic` ones are served to clients. */
@Entity({ name: 'sysparas' })
export class SysparaEntity {
  @PrimaryColumn('text') code!: string;
  @Column('text') value!: string;
  @Column('boolean') isPublic!: boolean;
  @Column('text') description!: string;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
