import { CARGO_PROVIDER_MODES, fieldMessage, MARKETPLACE_ENVIRONMENTS } from '@tezgah/contracts';
import { createValidationPipe } from '../../http/validation.pipe';
import { MarketplaceConfigDto } from './marketplace-config.dto';

const pipe = createValidationPipe();
const validate = (value: unknown) =>
  pipe.transform(value, { type: 'body', metatype: MarketplaceConfigDto }).then(
    (body: MarketplaceConfigDto) => ({ body: { ...body } }),
    (error: { code: string; details: Record<string, Array<{ code: string; message: string }>> }) => ({
      code: error.code,
      details: error.details,
    }),
  );

describe('MarketplaceConfigDto', () => {
  it('accepts either field alone, both, or nothing, and null to clear the cargo provider', async () => {
    expect(await validate({ environment: 'stage' })).toEqual({ body: { environment: 'stage' } });
    expect(await validate({ cargo_provider: 'OWN_CONTRACT' })).toEqual({ body: { cargo_provider: 'OWN_CONTRACT' } });
    expect(await validate({ environment: 'sandbox', cargo_provider: null })).toEqual({
      body: { environment: 'sandbox', cargo_provider: null },
    });
    expect(await validate({})).toEqual({ body: {} });
  });

  it('refuses values outside the lists in Turkish, and a null environment', async () => {
    expect(await validate({ environment: 'test', cargo_provider: 'SELF' })).toEqual({
      code: 'validation.failed',
      details: {
        environment: [{ code: 'one_of', message: fieldMessage('one_of', { values: MARKETPLACE_ENVIRONMENTS }) }],
        cargo_provider: [{ code: 'one_of', message: fieldMessage('one_of', { values: CARGO_PROVIDER_MODES }) }],
      },
    });
    expect(await validate({ environment: null })).toMatchObject({ details: { environment: [{ code: 'not_null' }] } });
  });

  it('takes a store name of 1 to 100 characters, null to clear it; refuses blanks, longer names and other types in Turkish', async () => {
    expect(await validate({ store_name: 'Ayşe Butik' })).toEqual({ body: { store_name: 'Ayşe Butik' } });
    expect(await validate({ store_name: null })).toEqual({ body: { store_name: null } });
    expect(await validate({ store_name: '' })).toMatchObject({
      details: { store_name: expect.arrayContaining([{ code: 'not_empty', message: fieldMessage('not_empty') }]) },
    });
    expect(await validate({ store_name: '   ' })).toMatchObject({ details: { store_name: [{ code: 'invalid' }] } });
    expect(await validate({ store_name: 'x'.repeat(101) })).toMatchObject({
      details: { store_name: [{ code: 'max_length', message: fieldMessage('max_length', { n: 100 }) }] },
    });
    expect(await validate({ store_name: 7 })).toMatchObject({
      details: { store_name: expect.arrayContaining([{ code: 'type_string', message: fieldMessage('type_string') }]) },
    });
  });

  it('refuses unknown fields', async () => {
    expect(await validate({ environment: 'production', base_url: 'http://x' })).toMatchObject({
      code: 'validation.failed',
      details: { base_url: [{ code: 'unknown_field', message: fieldMessage('unknown_field') }] },
    });
  });
});
