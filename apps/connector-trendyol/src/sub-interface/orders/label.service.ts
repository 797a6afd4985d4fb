import { Injectable } from '@nestjs/common';
import type { RequestContext, TrendyolLabel } from '@tezgah/contracts';
import { z } from 'zod';
import { answerError } from '../../trendyol/trendyol-api';
import { TRENDYOL_OPERATIONS as OP } from '../../trendyol/trendyol-limits';
import { GONE } from '../../trendyol/trendyol-order-status';
import { orderPackages, refusal, takeWrite, TrendyolSessions } from '../trendyol-session';
import { commonLabelsPdf } from './label-pdf';

/** "The common label process can be used for TEX, Aras Kargo and UPS by supplier paid cargo model." */
const COMMON_LABEL_CARRIERS = /^(Trendyol Express|Aras Kargo|UPS)/;
/** Labels come once the package passed from Picking to Invoiced (spec: the labels rule). */
const LABELLED = new Set(['Invoiced', 'Shipped', 'AtCollectionPoint', 'Delivered', 'UnDelivered']);
/** How long to tell the caller to wait before asking again; Trendyol documents no delay, the sandbox takes one batch delay. */
const RETRY_AFTER_S = 2;
const labelSchema = z.object({ data: z.array(z.object({ label: z.string(), format: z.string() })) });

/**
 * `GET /marketplaces/trendyol/orders/{order_number}/label`: the common label of the order's live
 * package. Under the seller's own contract, or with a carrier outside the common label, there is
 * none (422: the carrier's panel has it); before Invoiced neither (422). Otherwise the label is
 * asked of Trendyol once (createCommonLabel) and 202 with `Retry-After` answers until
 * getCommonLabel has it; then the PDF.
 */
@Injectable()
export class LabelService {
  constructor(private readonly sessions: TrendyolSessions) {}

  async label(orderNumber: string, ctx: RequestContext): Promise<TrendyolLabel> {
    const { api, handle } = await this.sessions.open(ctx);
    if (handle.config.cargo_provider === 'OWN_CONTRACT') throw refusal('cargo_provider', 'trendyol_label_own_contract');
    const packages = await orderPackages(api, orderNumber);
    const pkg = packages.find((candidate) => !GONE.has(candidate.status)) ?? packages[0];
    const carrier = pkg.cargoProviderName ?? '';
    if (!COMMON_LABEL_CARRIERS.test(carrier)) throw refusal('cargo_provider', 'trendyol_label_carrier', { carrier });
    if (!LABELLED.has(pkg.status)) throw refusal('status', 'trendyol_label_before_invoiced', { status: pkg.status });
    const path = `/sellers/{sellerId}/common-label/${pkg.cargoTrackingNumber}`;
    const current = await api.send(OP.getCommonLabel, 'GET', path);
    if (current.status === 200) {
      const { data } = labelSchema.parse(current.body);
      if (!data.length) return { ready: false, retry_after: RETRY_AFTER_S };
      return { ready: true, pdf_base64: (await commonLabelsPdf(data.map((label) => label.label))).toString('base64') };
    }
    // 400: no label asked for this barcode yet.
    if (current.status !== 400) throw answerError(OP.getCommonLabel, current);
    takeWrite(
      OP.createCommonLabel,
      await api.send(OP.createCommonLabel, 'POST', path, { body: { format: 'ZPL', boxQuantity: 1 } }),
      'order_number',
    );
    return { ready: false, retry_after: RETRY_AFTER_S };
  }
}
