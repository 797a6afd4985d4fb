import { CONNECTOR_NAMES, MARKETPLACE_SLUGS, MARKETPLACES } from './registry';

describe('MARKETPLACES', () => {
  it('holds each of the 14 slugs exactly once, in the registry order', () => {
    expect(MARKETPLACES.map((marketplace) => marketplace.slug)).toEqual([...MARKETPLACE_SLUGS]);
  });

  it('serves every marketplace by a connector of the registry, and runs no connector without a marketplace', () => {
    const served = new Set(MARKETPLACES.map((marketplace) => marketplace.connector));
    expect([...served].sort()).toEqual([...CONNECTOR_NAMES].sort());
  });
});
