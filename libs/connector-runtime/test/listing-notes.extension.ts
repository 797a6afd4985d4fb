import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { defineEvent, definePattern, type EventEnvelope, type RequestContext } from '@tezgah/contracts';
import { EventHandler, RpcHandler } from '@tezgah/messaging';
import { Column, CreateDateColumn, DataSource, Entity, type MigrationInterface, PrimaryGeneratedColumn, type QueryRunner } from 'typeorm';
import { consumerOf, type ConnectorExtension, MARKETPLACE_CONNECTOR } from '../src';

/**
 * A connector extension as a connector team writes one, for the runtime's specs: notes a seller
 * keeps on a listing (a table of its own with its migration, an entity), taken by request/reply
 * and by an event, and "delivered" by a worker of its own.
 */
@Entity('listing_notes')
export class ListingNote {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) tenant_id: string;
  @Column({ type: 'text' }) sku: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'text' }) written_by: string;
  @Column({ type: 'timestamptz', nullable: true }) delivered_at: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at: Date;
}

export class CreateListingNotes1799000000000 implements MigrationInterface {
  name = 'CreateListingNotes1799000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE listing_notes (
      id serial PRIMARY KEY,
      tenant_id text NOT NULL,
      sku text NOT NULL,
      text text NOT NULL,
      written_by text NOT NULL,
      delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE listing_notes');
  }
}

export interface NoteView {
  id: number;
  sku: string;
  text: string;
  written_by: string;
  delivered: boolean;
}

export const NotesAdd = definePattern<{ sku: string; text: string }, { id: number }>('connector.generic.notes.add');
export const NotesList = definePattern<{ sku: string }, NoteView[]>('connector.generic.notes.list');
export const NoteRequested = defineEvent<{ sku: string; text: string }>('test.listing_note.requested');

/** Marks written notes delivered, a batch a run: the extension's own background work. */
@Injectable()
export class ListingNotesDelivery {
  @Worker()
  private readonly worker: BackgroundWorker;

  constructor(private readonly db: DataSource) {
    this.worker = new BackgroundWorker({ name: 'generic.listing-notes', run: () => this.deliver(), intervalMs: 1_000 });
  }

  wake(): void {
    this.worker.wake();
  }

  private async deliver(): Promise<boolean> {
    // A CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count].
    const rows: unknown[] = await this.db.query(
      `WITH delivered AS (
         UPDATE listing_notes SET delivered_at = now()
         WHERE id IN (SELECT id FROM listing_notes WHERE delivered_at IS NULL ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
         RETURNING id
       ) SELECT * FROM delivered`,
    );
    return rows.length > 0;
  }
}

@Injectable()
export class ListingNotesHandlers {
  constructor(
    private readonly db: DataSource,
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
    private readonly delivery: ListingNotesDelivery,
  ) {}

  @RpcHandler(NotesAdd)
  async add(request: { sku: string; text: string }, ctx: RequestContext): Promise<{ id: number }> {
    const note = await this.write(ctx.tenant_id, request, `user:${ctx.user_id}`);
    return { id: note.id };
  }

  @RpcHandler(NotesList)
  async list(request: { sku: string }, ctx: RequestContext): Promise<NoteView[]> {
    const notes = await this.db
      .getRepository(ListingNote)
      .find({ where: { tenant_id: ctx.tenant_id, sku: request.sku }, order: { id: 'ASC' } });
    return notes.map((note) => ({
      id: note.id,
      sku: note.sku,
      text: note.text,
      written_by: note.written_by,
      delivered: !!note.delivered_at,
    }));
  }

  @EventHandler({ consumer: consumerOf('generic'), events: [NoteRequested] })
  async onNoteRequested(envelope: EventEnvelope<{ sku: string; text: string }>): Promise<void> {
    await this.write(envelope.tenant_id, envelope.data, `event:${this.connector.name}`);
  }

  private async write(tenantId: string, note: { sku: string; text: string }, writtenBy: string): Promise<ListingNote> {
    const saved = await this.db
      .getRepository(ListingNote)
      .save({ tenant_id: tenantId, sku: note.sku, text: note.text, written_by: writtenBy });
    this.delivery.wake();
    return saved;
  }
}

export const listingNotesExtension: ConnectorExtension = {
  providers: [ListingNotesHandlers, ListingNotesDelivery],
  entities: [ListingNote],
  migrations: [CreateListingNotes1799000000000],
};
