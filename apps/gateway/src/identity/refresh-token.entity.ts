import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An opaque, single-use refresh token; only its SHA-256 is stored. */
@Entity('refresh_tokens')
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  session_id: string;

  @Column({ type: 'text' })
  token_hash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  /** Set when rotated; presenting it again is reuse and revokes the session. */
  @Column({ type: 'timestamptz', nullable: true })
  used_at: Date | null;
}
