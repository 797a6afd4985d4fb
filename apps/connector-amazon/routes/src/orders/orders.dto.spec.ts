import { AMAZON_CANCEL_REASONS, fieldMessage } from '@tezgah/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AmazonListingsDto } from '../listings/listings.dto';
import { AmazonCancelDto, AmazonLabelDto, AmazonShipmentDto } from './orders.dto';

/** Field paths with their problems, as the gateway's pipe reads class-validator's findings. */
async function problems(type: new () => object, body: Record<string, unknown>): Promise<string[]> {
  const paths: string[] = [];
  const walk = (errors: Awaited<ReturnType<typeof validate>>, prefix: string) => {
    for (const error of errors) {
      const path = prefix ? `${prefix}.${error.property}` : error.property;
      if (Object.keys(error.constraints ?? {}).length) paths.push(path);
      walk(error.children ?? [], path);
    }
  };
  walk(await validate(plainToInstance(type, body), { whitelist: true, forbidNonWhitelisted: true }), '');
  return paths;
}

describe('marketplace B DTOs', () => {
  it('takes every cancel reason of the spec and refuses any other in Turkish', async () => {
    for (const reason of AMAZON_CANCEL_REASONS) expect(await problems(AmazonCancelDto, { reason })).toEqual([]);
    const errors = await validate(plainToInstance(AmazonCancelDto, { reason: 'Bored' }));
    expect(errors[0].constraints).toEqual({ isIn: fieldMessage('one_of', { values: AMAZON_CANCEL_REASONS }) });
  });

  const offer = {
    seller_sku: 'S-1',
    asin: 'B0TEZGAH001',
    condition: 'new_new',
    price: 10,
    currency: 'TRY',
    quantity: 1,
    fulfillment: 'FBM',
    handling_time_days: 2,
  };
  const product = {
    seller_sku: 'S-2',
    product_type: 'SHIRT',
    external_product_id: '8699000000015',
    external_product_id_type: 'EAN',
    title: 'Tişört',
    brand: 'Tezgah',
    manufacturer: 'Tezgah Tekstil',
    bullet_points: ['Pamuk'],
    description: 'Yumuşak',
    price: 10,
    quantity: 1,
    fulfillment: 'FBM',
    package_weight_kg: 0.3,
    images: [{ role: 'main', url: 'https://cdn.example.com/a.jpg' }],
  };

  it('takes both listing item shapes, each with its own required fields', async () => {
    expect(await problems(AmazonListingsDto, { items: [offer, product] })).toEqual([]);
    const { handling_time_days: _h, ...offerWithout } = offer;
    const { external_product_id: _e, ...productWithout } = product;
    expect(await problems(AmazonListingsDto, { items: [offerWithout, productWithout] })).toEqual([
      'items.0.handling_time_days',
      'items.1.external_product_id',
    ]);
    expect(await problems(AmazonListingsDto, { items: [offer, { ...offer }] })).toEqual(['items']);
    expect(await problems(AmazonListingsDto, { items: [{ ...product, images: [{ role: 'back', url: 'x' }] }] })).toEqual([
      'items.0.images.0.role',
      'items.0.images.0.url',
    ]);
  });

  it('validates a shipment and a label request, naming nested fields', async () => {
    const shipment = {
      items: [{ order_item_id: '123', quantity: 1 }],
      carrier_code: 'yurtici',
      tracking_number: 'YK1',
      ship_date: '2026-11-24T10:00:00Z',
    };
    expect(await problems(AmazonShipmentDto, shipment)).toEqual([]);
    expect(await problems(AmazonShipmentDto, { ...shipment, ship_date: 'yarın', items: [{ order_item_id: 'x', quantity: 0 }] })).toEqual([
      'items.0.order_item_id',
      'items.0.quantity',
      'ship_date',
    ]);
    expect(await problems(AmazonLabelDto, { package_dimensions: { length_cm: 1, width_cm: 1, height_cm: 1, weight_kg: 0 } })).toEqual([
      'ship_from',
      'package_dimensions.weight_kg',
    ]);
  });
});
