import { type DomainError, fieldError } from '@tezgah/errors';
import { grantReturnPage } from './grant-return-page';
import { oauthCallbackFrom } from './oauth-callback.query';

const codesOf = (query: Record<string, unknown>) => {
  try {
    oauthCallbackFrom(query);
    return {};
  } catch (error) {
    const details = (error as DomainError).details as Record<string, Array<{ code: string }>>;
    return Object.fromEntries(Object.entries(details).map(([field, problems]) => [field, problems.map((p) => p.code)]));
  }
};

describe('the grant return address', () => {
  it('reads Amazon’s parameters, accepts `code` for the code and ignores what else comes along', () => {
    const query = { state: 's', spapi_oauth_code: 'c', selling_partner_id: 'A1', mws_auth_token: 'x' };
    expect(oauthCallbackFrom(query)).toEqual({ state: 's', code: 'c', selling_partner_id: 'A1' });
    expect(oauthCallbackFrom({ state: 's', code: 'c2', selling_partner_id: 'A1' }).code).toBe('c2');
  });

  it('names each missing or repeated parameter', () => {
    expect(codesOf({ state: '', selling_partner_id: ['A1', 'A2'] })).toEqual({
      state: ['required'],
      spapi_oauth_code: ['required'],
      selling_partner_id: ['type_string'],
    });
  });

  it('answers a browser in Turkish, escaping what it shows', () => {
    expect(grantReturnPage({ slug: 'amazon' })).toContain('Amazon hesabınız Tezgah&#39;a bağlandı');
    expect(grantReturnPage({ slug: 'amazon' })).toContain('<a href="/console/marketplaces">Satıcı paneline dön</a>');
    const expired = fieldError('state', 'grant_state_expired');
    const failed = grantReturnPage({ error: expired, requestId: 'req_<x>' });
    expect(failed).toContain('Yetkilendirme bağlantısının süresi doldu');
    expect(failed).toContain('req_&lt;x&gt;');
    expect(grantReturnPage({ error: new Error('database on fire'), requestId: 'r' })).not.toContain('database');
  });
});
