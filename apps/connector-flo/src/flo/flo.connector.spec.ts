import type { ConnectionHandle } from '@tezgah/connector-kit';
import { FloConnector, STOCK_NOT_OFFERED } from './flo.connector';

describe('the FLO connector where FLO documents nothing', () => {
  const connector = new FloConnector();
  // No call may be made: an http client that fails the spec if asked.
  const connection = {
    http: {
      request: () => {
        throw new Error('FLO was called');
      },
    },
  } as unknown as ConnectionHandle;

  it('maps no listing: FLO documents no product read', async () => {
    await expect(connector.listListings()).resolves.toEqual({ listings: [] });
  });

  it('refuses every stock value for good with the reason, sending nothing', async () => {
    const outcome = await connector.pushStock(connection, [
      { sku: 'A', barcode: '869', listing_id: 'L-A', quantity: 3, price: 100 },
      { sku: 'B', barcode: null, listing_id: 'L-B', quantity: 0, price: null },
    ]);
    expect(outcome).toEqual({
      accepted: [],
      rejected: [
        { sku: 'A', reason: STOCK_NOT_OFFERED },
        { sku: 'B', reason: STOCK_NOT_OFFERED },
      ],
    });
    expect(STOCK_NOT_OFFERED).toContain('FLO');
  });
});
