import { MESSAGING_ENTITIES } from '@tezgah/messaging';
import { CreateListingNotes1799000000000, ListingNote, listingNotesExtension } from '../../test/listing-notes.extension';
import { connectorSchema } from './connector.schema';

describe('connectorSchema', () => {
  it("is the runtime's tables alone for a connector without extensions", () => {
    const schema = connectorSchema('connector_n11');
    expect(schema.schema).toBe('connector_n11');
    expect(schema.entities).toEqual(MESSAGING_ENTITIES);
    expect((schema.migrations as Array<{ name: string }>).map((migration) => migration.name)).toEqual([
      'CreateConnectorTables1764300000000',
      'CreateMessagingTables1767225600000',
      'AddOrderPollingAndMirrors1767300000000',
      'AddInvoiceMirrors1768600000000',
    ]);
  });

  it("adds the extensions' entities and migrations after the runtime's, so `migrate` applies them too", () => {
    const schema = connectorSchema('connector_generic', [listingNotesExtension, {}]);
    expect(schema.entities).toEqual([...MESSAGING_ENTITIES, ListingNote]);
    expect(schema.migrations).toHaveLength(5);
    expect((schema.migrations as unknown[]).at(-1)).toBe(CreateListingNotes1799000000000);
  });
});
