import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INTEGRATION_APP, moveClaimItem } from './claim-lifecycle';
import { sendTrendyolError } from './trendyol-errors';
import { CLAIM_ISSUE_REASONS, ISSUE_REASONS_WITHOUT_FILE } from './trendyol-reference';
import { pageOf, parseOr400, queryInt } from './trendyol.query';
import type { Claim, TrendyolMarketplace } from './trendyol-state';

const claimsQuerySchema = z.object({
  claimIds: z.string().optional(),
  claimItemStatus: z.string().optional(),
  orderNumber: z.string().optional(),
  startDate: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  endDate: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  page: queryInt(0, 100_000).default(0),
  size: queryInt(1, Number.MAX_SAFE_INTEGER).default(50),
});
const approveSchema = z.object({
  claimLineItemIdList: z.array(z.string().min(1)).min(1),
  params: z.record(z.string(), z.unknown()).default({}),
});
const issueQuerySchema = z.object({
  claimIssueReasonId: queryInt(0, Number.MAX_SAFE_INTEGER),
  claimItemIdList: z.string().min(1),
  description: z.string().max(500).default(''),
});
const waitingSchema = z.object({ shipmentPackageId: z.number().int() });

type ClaimParams = { Params: { sellerId: string; claimId: string } };

/** A claim as getClaims' `content` shows it (docs "Getting Returned Orders"). */
export function claimContent(claim: Claim) {
  return {
    id: claim.id,
    orderNumber: claim.orderNumber,
    orderDate: claim.pkg.orderDate,
    customerFirstName: claim.pkg.customerFirstName,
    customerLastName: claim.pkg.customerLastName,
    claimDate: claim.claimDate,
    cargoTrackingNumber: claim.returnTrackingNumber,
    cargoTrackingLink: `https://kargotakip.trendyol.com/?token=${claim.returnTrackingNumber}`,
    cargoSenderNumber: String(claim.returnTrackingNumber),
    cargoProviderName: claim.pkg.cargoProviderName,
    orderShipmentPackageId: claim.returnPackageId,
    items: claim.lines.map(({ line, items }) => ({
      orderLine: {
        id: line.id,
        productName: line.productName,
        barcode: line.barcode,
        merchantSku: line.merchantSku,
        productColor: line.productColor,
        productSize: line.productSize,
        price: line.price,
        vatBaseAmount: line.vatBaseAmount,
        salesCampaignId: line.salesCampaignId,
        productCategory: '',
      },
      claimItems: items.map((item) => ({
        id: item.id,
        orderLineItemId: item.orderLineItemId,
        customerClaimItemReason: item.reason,
        trendyolClaimItemReason: item.reason,
        claimItemStatus: { name: item.status },
        note: item.note,
        customerNote: item.customerNote,
        resolved: item.resolved,
        autoAccepted: item.autoAccepted,
        acceptedBySeller: item.acceptedBySeller,
      })),
    })),
    lastModifiedDate: claim.lastModifiedDate,
    orderOutboundPackageId: claim.pkg.id,
  };
}

/**
 * getClaims, approveClaimLineItems, createClaimIssue (the seller's rejection), getClaimAudits and
 * the stage service that brings a claim to WaitingInAction. Approve and reject only in
 * WaitingInAction; a rejection needs a file except for reasons 1651, 451 and 2101 (sent as
 * multipart form data, which the sandbox takes as any body: `file` must then be present).
 */
export function claimRoutes(marketplace: TrendyolMarketplace) {
  return async (app: FastifyInstance): Promise<void> => {
    // createClaimIssue's attachments come as multipart form data: kept as text, enough to see a file part.
    app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const claimOf = (params: ClaimParams['Params']) => marketplace.account(params.sellerId).claims.find((c) => c.id === params.claimId);

    app.get<{ Params: { sellerId: string } }>('/integration/order/sellers/:sellerId/claims', async (request, reply) => {
      const query = await parseOr400(claimsQuerySchema, request.query, reply);
      if (!query) return reply;
      const claims = marketplace.account(request.params.sellerId).claims;
      const ids = query.claimIds?.split(',').map((id) => id.trim());
      // With claimIds, every other parameter is ignored (docs).
      const matching = ids
        ? claims.filter((claim) => ids.includes(claim.id))
        : claims.filter(
            (claim) =>
              (!query.claimItemStatus || claim.lines.some(({ items }) => items.some((item) => item.status === query.claimItemStatus))) &&
              (!query.orderNumber || claim.orderNumber === query.orderNumber) &&
              (query.startDate === undefined || claim.claimDate >= query.startDate) &&
              (query.endDate === undefined || claim.claimDate <= query.endDate),
          );
      const sorted = [...matching].sort((a, b) => a.lastModifiedDate - b.lastModifiedDate);
      const page = pageOf(sorted, query.page, query.size);
      return { ...page, content: page.content.map(claimContent) };
    });

    app.put<ClaimParams>('/integration/order/sellers/:sellerId/claims/:claimId/items/approve', async (request, reply) => {
      const body = await parseOr400(approveSchema, request.body, reply);
      if (!body) return reply;
      const claim = claimOf(request.params);
      if (!claim) return sendTrendyolError(reply, 400, 'claim.not.found', 'İade talebi bulunamadı.');
      const items = itemsOf(claim, body.claimLineItemIdList);
      if (!items) return sendTrendyolError(reply, 400, 'claim.item.not.found', 'İade kalemi bu talebe ait değil.');
      if (items.some((item) => item.status !== 'WaitingInAction'))
        return sendTrendyolError(reply, 400, 'claim.item.status.invalid', 'Yalnızca WaitingInAction statüsündeki iadeler onaylanabilir.');
      const now = Date.now();
      for (const item of items) {
        moveClaimItem(claim, item, 'Accepted', now, INTEGRATION_APP);
        item.acceptedBySeller = true;
      }
      return reply.code(200).send();
    });

    app.post<ClaimParams>('/integration/order/sellers/:sellerId/claims/:claimId/issue', async (request, reply) => {
      const query = await parseOr400(issueQuerySchema, request.query, reply);
      if (!query) return reply;
      const claim = claimOf(request.params);
      if (!claim) return sendTrendyolError(reply, 400, 'claim.not.found', 'İade talebi bulunamadı.');
      if (!CLAIM_ISSUE_REASONS.some((reason) => reason.id === query.claimIssueReasonId) && query.claimIssueReasonId !== 2101)
        return sendTrendyolError(reply, 400, 'claim.issue.reason.invalid', 'Geçersiz claimIssueReasonId.');
      if (!ISSUE_REASONS_WITHOUT_FILE.has(query.claimIssueReasonId) && !hasFile(request.body))
        return sendTrendyolError(reply, 400, 'claim.issue.file.required', 'Bu red sebebi için dosya eklenmesi zorunludur.');
      const items = itemsOf(
        claim,
        query.claimItemIdList.split(',').map((id) => id.trim()),
      );
      if (!items) return sendTrendyolError(reply, 400, 'claim.item.not.found', 'İade kalemi bu talebe ait değil.');
      if (items.some((item) => item.status !== 'WaitingInAction'))
        return sendTrendyolError(reply, 400, 'claim.item.status.invalid', 'Yalnızca WaitingInAction statüsündeki iadeler reddedilebilir.');
      const now = Date.now();
      // A rejection opens a dispute that Trendyol resolves (Unresolved).
      for (const item of items) {
        moveClaimItem(claim, item, 'Unresolved', now, INTEGRATION_APP);
        item.note = query.description;
      }
      return reply.code(200).send();
    });

    app.get<{ Params: { sellerId: string; claimItemId: string } }>(
      '/integration/order/sellers/:sellerId/claims/items/:claimItemId/audit',
      async (request) => {
        const claims = marketplace.account(request.params.sellerId).claims;
        return claims.flatMap((claim) =>
          claim.audits
            .filter((audit) => audit.claimItemId === request.params.claimItemId)
            .map((audit) => ({
              claimId: claim.id,
              claimItemId: audit.claimItemId,
              previousStatus: audit.previousStatus,
              newStatus: audit.newStatus,
              userInfoDocument: { executorId: '', executorApp: audit.executorApp, executorUser: '' },
              date: audit.date,
            })),
        );
      },
    );

    app.put<{ Params: { sellerId: string } }>(
      '/integration/test/order/sellers/:sellerId/claims/waiting-in-action',
      async (request, reply) => {
        const body = await parseOr400(waitingSchema, request.body, reply);
        if (!body) return reply;
        const claim = marketplace.account(request.params.sellerId).claims.find((c) => c.returnPackageId === body.shipmentPackageId);
        if (!claim) return sendTrendyolError(reply, 400, 'claim.not.found', 'İade paketi bulunamadı.');
        const now = Date.now();
        for (const { items } of claim.lines)
          for (const item of items) if (item.status === 'Created') moveClaimItem(claim, item, 'WaitingInAction', now);
        return reply.code(200).send();
      },
    );
  };
}

function itemsOf(claim: Claim, ids: string[]) {
  const all = claim.lines.flatMap(({ items }) => items);
  const found = ids.map((id) => all.find((item) => item.id === id));
  return found.every((item) => item !== undefined) ? found : undefined;
}

function hasFile(body: unknown): boolean {
  if (typeof body === 'string') return /content-disposition:\s*form-data;[^\r\n]*filename=/i.test(body);
  return typeof body === 'object' && body !== null && 'file' in body;
}
