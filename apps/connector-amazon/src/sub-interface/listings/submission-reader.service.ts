import { Injectable } from '@nestjs/common';
import { type AmazonSubmissionItem, type AmazonSubmissionResult, fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { z } from 'zod';
import { feedStatusOf, readDocument } from '../../amazon/sp-api-feeds';
import { AmazonSessions } from '../amazon-sessions';
import type { AmazonSubmission, StoredSubmissionItem } from '../database/sub-interface.entities';
import { splitIssues } from './listing-issues';
import { SubmissionsRepository } from './submissions.repository';

/** The JSON_LISTINGS_FEED processing report (v2), as much as a submission's items need. */
const processingReport = z.object({
  issues: z
    .array(
      z
        .object({
          sku: z.string().optional(),
          code: z.string(),
          message: z.string(),
          severity: z.string(),
          attributeNames: z.array(z.string()).optional(),
        })
        .loose(),
    )
    .default([]),
  items: z
    .array(
      z
        .object({
          sku: z.string(),
          status: z.string().optional(),
          identifiers: z.array(z.object({ asin: z.string().optional() }).loose()).optional(),
        })
        .loose(),
    )
    .optional(),
});

/**
 * `GET /marketplaces/amazon/submissions/{id}`: a direct submission as it was answered; a feed's
 * asked of Amazon until it is processed, then its processing report read into the items once and
 * kept (a FATAL feed marks every item invalid).
 */
@Injectable()
export class SubmissionReaderService {
  constructor(
    private readonly sessions: AmazonSessions,
    private readonly submissions: SubmissionsRepository,
  ) {}

  async read(tenantId: string, id: string): Promise<AmazonSubmissionResult> {
    const submission = await this.submissions.find(tenantId, id);
    if (!submission) throw new DomainError('resource.not_found');
    if (submission.status === 'IN_PROGRESS' && submission.feed_id) await this.follow(tenantId, submission, submission.feed_id);
    return {
      submission_id: submission.id,
      status: submission.status,
      kind: submission.kind,
      path: submission.path,
      items: submission.items.map(view),
    };
  }

  private async follow(tenantId: string, submission: AmazonSubmission, feedId: string): Promise<void> {
    const { session } = await this.sessions.forTenant(tenantId);
    const feed = await feedStatusOf(session, feedId);
    if (feed.processingStatus === 'FATAL' || feed.processingStatus === 'CANCELLED') {
      const fatal = {
        code: 'FATAL',
        message: fieldMessage('amazon_listing_feed_fatal'),
        amazon_message: feed.processingStatus,
        attribute_names: [],
      };
      submission.status = 'FATAL';
      submission.items = submission.items.map((item) => ({ ...item, status: 'INVALID', errors: [fatal] }));
    } else if (feed.processingStatus === 'DONE' && feed.resultFeedDocumentId) {
      const text = await readDocument(
        session,
        `/feeds/2021-06-30/documents/${encodeURIComponent(feed.resultFeedDocumentId)}`,
        'getFeedDocument',
      );
      const report = processingReport.parse(JSON.parse(text));
      submission.status = 'ACCEPTED';
      submission.items = submission.items.map((item) => settle(item, report));
    } else return;
    await this.submissions.update(submission);
  }
}

function settle(item: StoredSubmissionItem, report: z.infer<typeof processingReport>): StoredSubmissionItem {
  const { errors, warnings, merged } = splitIssues(report.issues.filter((issue) => issue.sku === item.seller_sku));
  const listed = report.items?.find((entry) => entry.sku === item.seller_sku);
  const valid = !errors.length && listed?.status !== 'INVALID';
  return {
    ...item,
    status: valid ? 'VALID' : 'INVALID',
    asin: valid ? (listed?.identifiers?.[0]?.asin ?? item.asin) : null,
    merged_with_existing_asin: valid && merged && item.new_product,
    warnings,
    errors,
  };
}

function view(item: StoredSubmissionItem): AmazonSubmissionItem {
  return {
    seller_sku: item.seller_sku,
    status: item.status,
    asin: item.asin,
    ...(item.merged_with_existing_asin && { merged_with_existing_asin: true as const }),
    warnings: item.warnings,
    errors: item.errors,
  };
}
