import { z } from 'zod';
import { CATALOGUE, CATALOGUE_EANS } from './amazon-marketplace';
import type { SellerAccount, SimListing } from './amazon-state';

/** An issue as Listings 2021-08-01 and the feed processing report carry it. */
export interface ListingIssue {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  attributeNames?: string[];
}

export interface SubmissionOutcome {
  status: 'ACCEPTED' | 'INVALID';
  issues: ListingIssue[];
  /** The listing's ASIN once accepted (the submission's `identifiers`). */
  asin?: string;
}

/** The INFO issue of a new product that joined an existing catalogue entry by its EAN. */
export const MERGED_ISSUE_CODE = '99022';

/** Promotional wording Amazon's content rules forbid in a title. */
const PROMOTIONAL = /(ücretsiz kargo|free shipping|indirim|kampanya|en ucuz|best seller)/i;

const putBody = z.object({
  productType: z.string().min(1),
  requirements: z.enum(['LISTING', 'LISTING_PRODUCT_ONLY', 'LISTING_OFFER_ONLY']).optional(),
  attributes: z.record(z.string(), z.unknown()),
});

const patchBody = z.object({
  productType: z.string().min(1),
  patches: z
    .array(
      z.object({
        op: z.enum(['add', 'replace', 'merge', 'delete']),
        path: z.string().regex(/^\/attributes\/[a-z0-9_]+$/),
        value: z.unknown().optional(),
      }),
    )
    .min(1),
});

// The few attributes of the product type definitions this sandbox understands; others are kept silently.
const textValue = z.array(z.object({ value: z.string().min(1) }).loose()).min(1);
const fulfillmentAvailability = z
  .array(z.object({ fulfillment_channel_code: z.string().min(1), quantity: z.number().int().min(0) }).loose())
  .min(1);
const purchasableOffer = z
  .array(
    z
      .object({
        our_price: z.array(z.object({ schedule: z.array(z.object({ value_with_tax: z.number().min(0) }).loose()).min(1) }).loose()).min(1),
      })
      .loose(),
  )
  .min(1);

const invalid = (issues: ListingIssue[]): SubmissionOutcome => ({ status: 'INVALID', issues });
const issue = (code: string, message: string, attributeNames?: string[]): ListingIssue => ({
  code,
  message,
  severity: 'ERROR',
  ...(attributeNames && { attributeNames }),
});

/** PUT: creates or fully replaces the listing; only existing catalogue ASINs may be offered (no ASIN creation). */
export function putListing(account: SellerAccount, sku: string, body: unknown, now: string): SubmissionOutcome {
  const parsed = putBody.safeParse(body);
  if (!parsed.success) return invalid([issue('4000001', `Invalid request body: ${parsed.error.issues[0].message}`)]);
  const asinValue = textValue.safeParse(parsed.data.attributes['merchant_suggested_asin']);
  const identifier = z
    .array(z.object({ type: z.string(), value: z.string() }).loose())
    .min(1)
    .safeParse(parsed.data.attributes['externally_assigned_product_identifier']);
  const ean = identifier.success ? identifier.data.find((entry) => entry.type.toLowerCase() === 'ean')?.value : undefined;
  const matched = ean ? CATALOGUE_EANS.get(ean) : undefined;
  const asin = asinValue.success ? asinValue.data[0].value : (matched ?? account.listings.get(sku)?.asin);
  if (!asin && ean)
    return invalid([
      issue('8541', `No ASIN matches EAN ${ean}, and ASIN creation is restricted for this account during its first 90 days.`, [
        'externally_assigned_product_identifier',
      ]),
    ]);
  if (!asin) return invalid([issue('90220', "'merchant_suggested_asin' is required but not supplied.", ['merchant_suggested_asin'])]);
  if (!CATALOGUE.has(asin))
    return invalid([
      issue('8541', `ASIN ${asin} does not exist in the catalogue; ASIN creation is restricted for this account.`, [
        'merchant_suggested_asin',
      ]),
    ]);
  const contentIssues = contentRules(parsed.data.attributes);
  if (contentIssues.length) return invalid(contentIssues);
  const listing: SimListing = {
    sku,
    asin,
    title: CATALOGUE.get(asin) ?? asin,
    quantity: 0,
    price: null,
    productType: parsed.data.productType,
    conditionType: 'new_new',
    createdDate: account.listings.get(sku)?.createdDate ?? now,
    lastUpdatedDate: now,
  };
  const issues = applyAttributes(listing, parsed.data.attributes);
  if (issues.length) return invalid(issues);
  account.listings.set(sku, listing);
  const merged =
    matched && !asinValue.success
      ? [
          {
            code: MERGED_ISSUE_CODE,
            severity: 'INFO' as const,
            message: `The product matched ASIN ${matched} by its EAN and joined that catalogue entry.`,
          },
        ]
      : [];
  return { status: 'ACCEPTED', issues: merged, asin };
}

/** The content rules a listing is checked against (the sandbox's share of Amazon's): no HTML in a description, no promotion in a title. */
function contentRules(attributes: Record<string, unknown>): ListingIssue[] {
  const first = (name: string) => textValue.safeParse(attributes[name]);
  const issues: ListingIssue[] = [];
  const title = first('item_name');
  if (title.success && PROMOTIONAL.test(title.data[0].value))
    issues.push(issue('8560', 'The title contains promotional wording, which the content rules forbid.', ['item_name']));
  const description = first('product_description');
  if (description.success && /<[a-z/][^>]*>/i.test(description.data[0].value))
    issues.push(issue('8105', 'The description contains HTML, which the content rules forbid.', ['product_description']));
  return issues;
}

/** PATCH: JSON-Patch operations on the attributes of an existing listing, all or nothing. */
export function patchListing(account: SellerAccount, sku: string, body: unknown, now: string): SubmissionOutcome {
  const parsed = patchBody.safeParse(body);
  if (!parsed.success) return invalid([issue('4000001', `Invalid request body: ${parsed.error.issues[0].message}`)]);
  const existing = account.listings.get(sku);
  if (!existing) return invalid([issue('NOT_FOUND', `SKU '${sku}' does not exist for this seller in this marketplace.`)]);
  const listing = { ...existing, lastUpdatedDate: now };
  const issues: ListingIssue[] = [];
  for (const patch of parsed.data.patches) {
    const name = patch.path.slice('/attributes/'.length);
    if (patch.op === 'delete') clearAttribute(listing, name);
    else issues.push(...applyAttributes(listing, { [name]: patch.value }));
  }
  if (issues.length) return invalid(issues);
  account.listings.set(sku, listing);
  return { status: 'ACCEPTED', issues: [] };
}

export function deleteListing(account: SellerAccount, sku: string): SubmissionOutcome {
  if (!account.listings.delete(sku))
    return invalid([issue('NOT_FOUND', `SKU '${sku}' does not exist for this seller in this marketplace.`)]);
  return { status: 'ACCEPTED', issues: [] };
}

function applyAttributes(listing: SimListing, attributes: Record<string, unknown>): ListingIssue[] {
  const issues: ListingIssue[] = [];
  const read = <T>(name: string, schema: z.ZodType<T>, apply: (value: T) => void) => {
    if (!(name in attributes)) return;
    const parsed = schema.safeParse(attributes[name]);
    if (parsed.success) apply(parsed.data);
    else issues.push(issue('90244', `The value of '${name}' is invalid: ${parsed.error.issues[0].message}`, [name]));
  };
  read('fulfillment_availability', fulfillmentAvailability, ([first]) => (listing.quantity = first.quantity));
  read('purchasable_offer', purchasableOffer, ([first]) => (listing.price = first.our_price[0].schedule[0].value_with_tax));
  read('item_name', textValue, ([first]) => (listing.title = first.value));
  read('condition_type', textValue, ([first]) => (listing.conditionType = first.value));
  return issues;
}

function clearAttribute(listing: SimListing, name: string): void {
  if (name === 'fulfillment_availability') listing.quantity = 0;
  if (name === 'purchasable_offer') listing.price = null;
}

/** BUYABLE needs stock and a price; every listing on the marketplace is DISCOVERABLE. */
export function listingStatuses(listing: SimListing): Array<'BUYABLE' | 'DISCOVERABLE'> {
  return listing.quantity > 0 && listing.price !== null ? ['BUYABLE', 'DISCOVERABLE'] : ['DISCOVERABLE'];
}
