import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AmazonContext } from './amazon-context';
import { TR_MARKETPLACE } from './amazon-marketplace';
import { REPORT_TYPES } from './returns-report';
import { accountOf, type spApiGuard } from './sp-api.guard';
import { invalidInput, notFound } from './sp-api-errors';

const REPORTS = '/reports/2021-06-30';
/** The returns reports cover at most 60 days (research §2.7). */
const MAX_WINDOW_MS = 60 * 86_400_000;

const createReport = z.object({
  reportType: z.enum(REPORT_TYPES, { error: `this sandbox produces ${REPORT_TYPES.join(', ')}` }),
  marketplaceIds: z.array(z.string()).min(1),
  dataStartTime: z.iso.datetime({ offset: true }).optional(),
  dataEndTime: z.iso.datetime({ offset: true }).optional(),
});

/** Reports 2021-06-30: a report requested, IN_QUEUE → IN_PROGRESS → DONE over `batchCompleteMs`, and its document. */
export function reportsRoutes({ state, settings }: AmazonContext, guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  const documentUrl = (id: string) => `${settings.publicUrl}/amazon/uploads/${encodeURIComponent(id)}`;
  return async (app) => {
    app.post(`${REPORTS}/reports`, guard('createReport'), async (request, reply) => {
      const body = createReport.safeParse(request.body);
      if (!body.success) return invalidInput(reply, `${body.error.issues[0].path.join('.')}: ${body.error.issues[0].message}`);
      if (!body.data.marketplaceIds.includes(TR_MARKETPLACE.id)) return invalidInput(reply, 'marketplaceIds must name A33AVAJ2PDY3EV.');
      const now = Date.now();
      const end = body.data.dataEndTime ? Date.parse(body.data.dataEndTime) : now;
      const start = body.data.dataStartTime ? Date.parse(body.data.dataStartTime) : end - 30 * 86_400_000;
      if (start > end || end - start > MAX_WINDOW_MS)
        return invalidInput(reply, 'The report window must be at most 60 days, its start before its end.');
      const reportId = String(60_000_000_000 + state.next());
      accountOf(request).reports.set(reportId, {
        reportId,
        reportType: body.data.reportType,
        marketplaceIds: body.data.marketplaceIds,
        dataStartTime: new Date(start).toISOString(),
        dataEndTime: new Date(end).toISOString(),
        createdTime: now,
        completesAt: now + settings.batchCompleteMs,
      });
      return reply.code(202).send({ reportId });
    });

    app.get<{ Params: { reportId: string } }>(`${REPORTS}/reports/:reportId`, guard('getReport'), async (request, reply) => {
      const report = accountOf(request).reports.get(request.params.reportId);
      if (!report) return notFound(reply, 'The report was not found.');
      const now = Date.now();
      const started = report.createdTime + settings.batchCompleteMs / 2;
      return {
        reportId: report.reportId,
        reportType: report.reportType,
        marketplaceIds: report.marketplaceIds,
        dataStartTime: report.dataStartTime,
        dataEndTime: report.dataEndTime,
        createdTime: new Date(report.createdTime).toISOString(),
        processingStatus: report.reportDocumentId ? 'DONE' : now < started ? 'IN_QUEUE' : 'IN_PROGRESS',
        ...(now >= started && { processingStartTime: new Date(started).toISOString() }),
        ...(report.reportDocumentId && {
          processingEndTime: new Date(report.completesAt).toISOString(),
          reportDocumentId: report.reportDocumentId,
        }),
      };
    });

    app.get<{ Params: { id: string } }>(`${REPORTS}/documents/:id`, guard('getReportDocument'), async (request, reply) => {
      const document = state.documents.get(request.params.id);
      if (!document || document.sellerId !== accountOf(request).sellerId) return notFound(reply, 'The report document was not found.');
      return { reportDocumentId: document.feedDocumentId, url: documentUrl(document.feedDocumentId) };
    });
  };
}
