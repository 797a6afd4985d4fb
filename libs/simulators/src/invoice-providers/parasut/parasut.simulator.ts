import type { Simulator, SimulatorFactory } from '../../core/simulator';
import { BearerTokens } from '../../carriers/rest-shared/bearer-tokens';
import { invoiceProviderControl } from '../shared/invoice-control.routes';
import { IssuedInvoices } from '../shared/issued-invoices';
import { parasutApiRoutes } from './parasut-api.routes';
import { ParasutRecords } from './parasut-documents';
import { PARASUT_TOKEN_LIFETIME_S, parasutOAuthRoutes } from './parasut-oauth.routes';

/**
 * Paraşüt under `/parasut`, at its own paths: `/oauth/token` and API v4 under `/v4/:company_id`
 * (a client's base `https://api.parasut.com` becomes `<sandbox>/parasut`). Paraşüt builds the
 * UBL of an e-document itself from the sales invoice, so this simulator judges the JSON it is
 * given, not our XML (docs/invoice-providers/parasut.md).
 */
export const parasutSimulator: SimulatorFactory = (settings): Simulator => {
  const tokens = new BearerTokens(PARASUT_TOKEN_LIFETIME_S * 1000);
  const refreshTokens = new Map<string, string>();
  const records = new ParasutRecords(new IssuedInvoices(settings, (n) => String(500 + n)));
  return {
    party: 'parasut',
    api: async (app) => {
      await app.register(parasutOAuthRoutes(tokens, refreshTokens));
      await app.register(parasutApiRoutes(tokens, records), { prefix: '/v4/:company' });
    },
    control: invoiceProviderControl(records.documents),
    reset: () => {
      tokens.reset();
      refreshTokens.clear();
      records.reset();
    },
    errorBody: (_status, message) => ({ errors: [{ title: message, detail: message }] }),
  };
};
