import { Injectable } from '@nestjs/common';
import { newId } from '@tezgah/contracts';
import { DataSource } from 'typeorm';
import { AmazonSubmission } from '../database/sub-interface.entities';

/** The sub-interface's submissions, each tenant seeing only its own. */
@Injectable()
export class SubmissionsRepository {
  constructor(private readonly db: DataSource) {}

  create(submission: Omit<AmazonSubmission, 'id' | 'created_at'>): Promise<AmazonSubmission> {
    return this.db.getRepository(AmazonSubmission).save({ id: newId('sub'), ...submission });
  }

  find(tenantId: string, id: string): Promise<AmazonSubmission | null> {
    return this.db.getRepository(AmazonSubmission).findOneBy({ tenant_id: tenantId, id });
  }

  async update(submission: AmazonSubmission): Promise<void> {
    await this.db.getRepository(AmazonSubmission).update({ id: submission.id }, { status: submission.status, items: submission.items });
  }
}
