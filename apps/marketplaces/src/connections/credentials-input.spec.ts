import { type FieldMessageCode, fieldMessage, marketplaceOf, type MarketplaceDefinition } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { credentialsFrom } from './credentials-input';

const trendyol = marketplaceOf('trendyol') as MarketplaceDefinition;
const generic = marketplaceOf('boyner') as MarketplaceDefinition;
const amazon = marketplaceOf('amazon') as MarketplaceDefinition;

function problemsOf(marketplace: MarketplaceDefinition, input: unknown): Record<string, string[]> {
  try {
    credentialsFrom(marketplace, input);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(error.code).toBe('validation.failed');
    const details = error.details as Record<string, Array<{ code: FieldMessageCode; message: string }>>;
    for (const problems of Object.values(details)) for (const p of problems) expect(p.message).toBe(fieldMessage(p.code));
    return Object.fromEntries(Object.entries(details).map(([field, problems]) => [field, problems.map((p) => p.code)]));
  }
  return {};
}

describe('credentialsFrom', () => {
  it('keeps the registry fields exactly as pasted', () => {
    const pasted = { supplier_id: '12345', api_key: ' key ', api_secret: 'secret' };
    expect(credentialsFrom(trendyol, pasted)).toEqual(pasted);
    expect(credentialsFrom(generic, { api_key: 'k', api_secret: 's' })).toEqual({ api_key: 'k', api_secret: 's' });
  });

  it('names every bad field at once: unknown, missing, not a string, blank', () => {
    expect(problemsOf(trendyol, { supplier_id: 12345, api_key: '  ', token: 'x' })).toEqual({
      token: ['unknown_field'],
      supplier_id: ['type_string'],
      api_key: ['not_empty'],
      api_secret: ['required'],
    });
  });

  it('lets an optional field be absent but not blank', () => {
    expect(problemsOf(generic, { api_key: 'k', api_secret: 's' })).toEqual({});
    expect(problemsOf(generic, { api_key: 'k', api_secret: 's', seller_id: '' })).toEqual({ seller_id: ['not_empty'] });
  });

  it('refuses a body that is not an object, and any field for an oauth marketplace', () => {
    expect(problemsOf(trendyol, ['a'])).toEqual({ body: ['type_object'] });
    expect(problemsOf(trendyol, null)).toEqual({ body: ['type_object'] });
    expect(problemsOf(amazon, {})).toEqual({});
    expect(problemsOf(amazon, { refresh_token: 'x' })).toEqual({ refresh_token: ['unknown_field'] });
  });
});
