import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A tenant's settings row (docs/settings.md): each group a JSON object of the fields set so far. */
@Entity('tenant_settings')
export class TenantSettingsEntity {
  @PrimaryColumn({ type: 'text' })
  tenant_id: string;

  @Column({ type: 'jsonb' })
  sender: Record<string, unknown>;

  @Column({ type: 'jsonb' })
  invoicing: Record<string, unknown>;

  @Column({ type: 'jsonb' })
  cargo: Record<string, unknown>;

  @Column({ type: 'timestamptz' })
  updated_at: Date;
}
