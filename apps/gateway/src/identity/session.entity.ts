import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A login: every access and refresh token issued from it carries its id (`sid`). */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'text' })
  tenant_id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** Set on logout or refresh-token reuse; every gateway replica refuses the session's tokens after it. */
  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;

  @Column({ type: 'text', nullable: true })
  revoked_reason: string | null;
}
