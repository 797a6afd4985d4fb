import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { createListing, listingContent } from './listings';
import { type AddressInput, createPackage, movePackage } from './shipment-packages';
import { parseOr400 } from './trendyol.query';
import { newClaim } from './claim-intake';
import type { Question, TrendyolMarketplace } from './trendyol-state';

const supplierId = z.union([z.string().min(1), z.number().int()]).transform(String);
const price = z.number().positive();

const listingsSchema = z.object({
  supplier_id: supplierId,
  items: z
    .array(
      z.object({
        barcode: z.string().min(1).max(40),
        stock_code: z.string().min(1).max(100),
        title: z.string().min(1).max(100),
        quantity: z.number().int().min(0),
        sale_price: price,
        list_price: price,
        approved: z.boolean().default(true),
      }),
    )
    .min(1),
});

const addressSchema = z.object({
  address1: z.string().min(1),
  neighborhood: z.string().optional(),
  city: z.string().min(1),
  district: z.string().default(''),
  postal_code: z.string().default(''),
  country_code: z.string().default('TR'),
});

const orderSchema = z.object({
  supplier_id: supplierId,
  lines: z
    .array(
      z.object({
        barcode: z.string().min(1),
        merchant_sku: z.string().optional(),
        product_name: z.string().optional(),
        quantity: z.number().int().min(1),
        amount: price,
      }),
    )
    .min(1),
  customer: z.object({
    first_name: z.string().min(1),
    last_name: z.string().min(1),
    email: z.string().nullish(),
    phone: z.string().nullish(),
    tax_number: z.string().nullish(),
  }),
  shipping_address: addressSchema,
  invoice_address: addressSchema.optional(),
});

const claimSchema = z.object({
  order_number: z.union([z.string().min(1), z.number().int()]).transform(String),
  /** A customer return reason: its id (docs "Return Reasons") or free words (then 451, Diğer). */
  reason: z.union([z.string().min(1), z.number().int()]).transform(String),
  customer_note: z.string().nullish(),
  /** The lines and quantities sent back; every line of the order when omitted. */
  items: z
    .array(z.object({ line_id: z.number().int().optional(), barcode: z.string().optional(), quantity: z.number().int().min(1).default(1) }))
    .default([]),
});

const reviewSchema = z.object({
  supplier_id: supplierId,
  barcodes: z.array(z.string().min(1)).min(1),
  decision: z.enum(['approve', 'reject']),
});

const campaignSchema = z
  .object({
    name: z.string().min(1).max(200),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    min_discount: z.number().min(0).max(99),
    commission_bonus: z.number().min(0).max(100).default(0),
  })
  .refine((campaign) => Date.parse(campaign.starts_at) < Date.parse(campaign.ends_at), { path: ['ends_at'], message: 'after starts_at' });

const brandSchema = z.object({ supplier_id: supplierId, name: z.string().min(1).max(100) });
const brandReviewSchema = z.object({ decision: z.enum(['approve', 'reject']) });

/** `asked_at`: a question asked earlier (its 24-hour answer deadline near or past); now when absent. */
const questionSchema = z.object({
  barcode: z.string().min(1),
  text: z.string().min(1),
  supplier_id: supplierId.optional(),
  asked_at: z.string().datetime().optional(),
});

/** Statuses from which a customer or Trendyol may still cancel: before the carrier has it. */
const CANCELLABLE = new Set(['Awaiting', 'Created', 'Picking', 'Invoiced']);
const FINAL = new Set(['Cancelled', 'Returned', 'UnSupplied']);

/** The test hooks under `/control/trendyol` (decisions §14); a claim's return package reaches the seller after `returnTransitMs`. */
export function controlRoutes(marketplace: TrendyolMarketplace, returnTransitMs: () => number) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post('/listings', async (request, reply) => {
      const body = await parseControl(listingsSchema, request.body, reply);
      if (!body) return reply;
      const now = Date.now();
      const account = marketplace.account(body.supplier_id, now);
      const listings = body.items.map((item) => {
        const listing = createListing(
          {
            barcode: item.barcode,
            stockCode: item.stock_code,
            title: item.title,
            quantity: item.quantity,
            salePrice: item.sale_price,
            listPrice: item.list_price,
            approved: item.approved,
            onSale: item.approved,
            productCode: item.approved ? marketplace.nextNumber() : null,
          },
          now,
        );
        account.listings.set(listing.barcode, listing);
        return listingContent(listing, account.supplierId);
      });
      return reply.code(201).send({ items: listings });
    });

    // Trendyol's content review (2 to 24 hours for real): approved products get their content id and go on sale.
    app.post('/products/review', async (request, reply) => {
      const body = await parseControl(reviewSchema, request.body, reply);
      if (!body) return reply;
      const now = Date.now();
      const account = marketplace.account(body.supplier_id, now);
      const listings = body.barcodes.map((barcode) => account.listings.get(barcode));
      const unknown = body.barcodes.filter((_, i) => !listings[i]);
      if (unknown.length) return reply.code(404).send({ error: `not listed: ${unknown.join(', ')}` });
      // A product of a brand under review waits for the brand first.
      const waiting = listings.filter((listing) => marketplace.brands.underReview(listing?.brandId ?? null));
      if (body.decision === 'approve' && waiting.length)
        return reply.code(409).send({ error: `brand under review: ${waiting.map((listing) => listing?.barcode).join(', ')}` });
      const reviewed = listings
        .flatMap((listing) => (listing ? [listing] : []))
        .map((listing) => {
          const approved = body.decision === 'approve';
          Object.assign(listing, {
            approved,
            onSale: approved,
            rejected: !approved,
            productCode: approved ? (listing.productCode ?? marketplace.nextNumber()) : listing.productCode,
            lastUpdateDate: now,
          });
          return listingContent(listing, account.supplierId);
        });
      return { items: reviewed };
    });

    app.get<{ Querystring: { seller?: string } }>('/listings', async (request, reply) => {
      if (!request.query.seller) return reply.code(400).send({ error: 'seller is required' });
      const account = marketplace.account(request.query.seller);
      return { items: [...account.listings.values()].map((listing) => listingContent(listing, account.supplierId)) };
    });

    app.post('/orders', async (request, reply) => {
      const body = await parseControl(orderSchema, request.body, reply);
      if (!body) return reply;
      const now = Date.now();
      const account = marketplace.account(body.supplier_id, now);
      const lines = [];
      for (const line of body.lines) {
        const listing = account.listings.get(line.barcode);
        if (!listing) return reply.code(400).send({ error: `barcode ${line.barcode} is not listed by seller ${body.supplier_id}` });
        // A product awaiting approval is not on the storefront: no customer can buy it.
        if (!listing.approved || !listing.onSale)
          return reply.code(409).send({ error: `barcode ${line.barcode} is not approved and on sale on the storefront` });
        if (listing.quantity < line.quantity)
          return reply.code(409).send({ error: `barcode ${line.barcode} has ${listing.quantity} in stock` });
        lines.push({
          listing,
          merchantSku: line.merchant_sku ?? listing.stockCode,
          productName: line.product_name ?? listing.title,
          quantity: line.quantity,
          amount: line.amount,
        });
      }
      const { customer } = body;
      const pkg = createPackage(
        account,
        {
          lines,
          customer: {
            firstName: customer.first_name,
            lastName: customer.last_name,
            email: customer.email ?? null,
            phone: customer.phone ?? null,
            taxNumber: customer.tax_number ?? null,
          },
          shippingAddress: addressInput(body.shipping_address),
          invoiceAddress: addressInput(body.invoice_address ?? body.shipping_address),
        },
        () => marketplace.nextNumber(),
        now,
      );
      return reply.code(201).send({
        order: { order_number: pkg.orderNumber, shipment_package_id: pkg.id, status: pkg.status, line_ids: pkg.lines.map((l) => l.id) },
      });
    });

    app.post<{ Params: { orderNumber: string } }>('/orders/:orderNumber/cancel', async (request, reply) => {
      const found = marketplace.findOrder(request.params.orderNumber);
      if (!found) return reply.code(404).send({ error: 'order not found' });
      if (!found.packages.every((pkg) => CANCELLABLE.has(pkg.status))) return reply.code(409).send({ error: 'order is past cancellation' });
      const now = Date.now();
      for (const pkg of found.packages) {
        movePackage(pkg, 'Cancelled', now);
        // A cancelled package gives its stock back to the listing.
        for (const line of pkg.lines) {
          const listing = found.account.listings.get(line.barcode);
          if (listing) Object.assign(listing, { quantity: listing.quantity + line.quantity, lastUpdateDate: now });
        }
      }
      return { order: { order_number: request.params.orderNumber, status: 'Cancelled' } };
    });

    app.post<{ Params: { orderNumber: string } }>('/orders/:orderNumber/return', async (request, reply) => {
      const found = marketplace.findOrder(request.params.orderNumber);
      if (!found) return reply.code(404).send({ error: 'order not found' });
      if (found.packages.some((pkg) => FINAL.has(pkg.status))) return reply.code(409).send({ error: 'order is cancelled or returned' });
      const now = Date.now();
      for (const pkg of found.packages) movePackage(pkg, 'Returned', now);
      return { order: { order_number: request.params.orderNumber, status: 'Returned' } };
    });

    app.post('/claims', async (request, reply) => {
      const body = await parseControl(claimSchema, request.body, reply);
      if (!body) return reply;
      const found = marketplace.findOrder(body.order_number);
      if (!found) return reply.code(404).send({ error: 'order not found' });
      const claim = newClaim(found.packages[0], body, () => marketplace.nextNumber(), Date.now() + returnTransitMs());
      if (typeof claim === 'string') return reply.code(400).send({ error: claim });
      found.account.claims.push(claim);
      return reply.code(201).send({ claim_id: claim.id, claim_item_ids: claim.lines.flatMap(({ items }) => items.map((item) => item.id)) });
    });

    // A seller's application for a new brand (made in the seller panel): its id is usable on the applicant's products at once.
    app.post('/brands', async (request, reply) => {
      const body = await parseControl(brandSchema, request.body, reply);
      if (!body) return reply;
      const application = {
        id: marketplace.nextNumber(),
        name: body.name,
        supplierId: body.supplier_id,
        status: 'UNDER_REVIEW' as const,
        applicationDate: Date.now(),
      };
      if (!marketplace.brands.apply(application)) return reply.code(409).send({ error: `brand ${body.name} exists or is applied for` });
      return reply.code(201).send({ brand_id: application.id, name: application.name, status: application.status });
    });

    // Trendyol's brand review (3 to 7 business days for real): approved, the brand joins the directory; rejected, its products are too.
    app.post<{ Params: { brandId: string } }>('/brands/:brandId/review', async (request, reply) => {
      const body = await parseControl(brandReviewSchema, request.body, reply);
      if (!body) return reply;
      const application = marketplace.brands.applications.find((candidate) => String(candidate.id) === request.params.brandId);
      if (!application || application.status !== 'UNDER_REVIEW')
        return reply.code(404).send({ error: 'no brand application under review' });
      application.status = body.decision === 'approve' ? 'APPROVED' : 'REJECTED';
      if (application.status === 'REJECTED') {
        const now = Date.now();
        for (const listing of marketplace.account(application.supplierId, now).listings.values())
          if (listing.brandId === application.id && !listing.approved) Object.assign(listing, { rejected: true, lastUpdateDate: now });
      }
      return { brand_id: application.id, name: application.name, status: application.status };
    });

    // Trendyol runs its campaigns for every seller; they join them through the campaign service (campaigns.routes.ts).
    app.post('/campaigns', async (request, reply) => {
      const body = await parseControl(campaignSchema, request.body, reply);
      if (!body) return reply;
      const campaign = {
        id: marketplace.nextNumber(),
        name: body.name,
        startDate: Date.parse(body.starts_at),
        endDate: Date.parse(body.ends_at),
        minDiscountRate: body.min_discount,
        commissionBonusRate: body.commission_bonus,
        products: new Map(),
      };
      marketplace.campaigns.push(campaign);
      return reply.code(201).send({ campaign_id: campaign.id });
    });

    app.post('/questions', async (request, reply) => {
      const body = await parseControl(questionSchema, request.body, reply);
      if (!body) return reply;
      const account = body.supplier_id ? marketplace.account(body.supplier_id) : marketplace.findSellerOfBarcode(body.barcode);
      const listing = account?.listings.get(body.barcode);
      if (!account || !listing) return reply.code(404).send({ error: `barcode ${body.barcode} is not listed` });
      const question: Question = {
        id: marketplace.nextNumber(),
        barcode: body.barcode,
        text: body.text,
        status: 'WAITING_FOR_ANSWER',
        creationDate: body.asked_at ? Date.parse(body.asked_at) : Date.now(),
        customerId: marketplace.nextNumber(),
        userName: 'A*** Y***',
        showUserName: false,
        productName: listing.title,
        answer: null,
      };
      account.questions.push(question);
      return reply.code(201).send({ question_id: question.id });
    });
  };
}

const parseControl = <S extends z.ZodType>(schema: S, value: unknown, reply: FastifyReply) =>
  parseOr400(schema, value, reply, (issues) => ({ error: 'invalid body', issues }));

function addressInput(address: z.infer<typeof addressSchema>): AddressInput {
  return {
    address1: address.address1,
    city: address.city,
    district: address.district,
    postalCode: address.postal_code,
    countryCode: address.country_code,
    neighborhood: address.neighborhood,
  };
}
