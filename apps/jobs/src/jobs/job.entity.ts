import type { JobStatus } from '@tezgah/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('jobs')
export class JobEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  tenant_id: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'text' })
  status: JobStatus;

  @Column({ type: 'int' })
  progress: number;

  @Column({ type: 'jsonb', nullable: true })
  result: Record<string, unknown> | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz' })
  updated_at: Date;
}
