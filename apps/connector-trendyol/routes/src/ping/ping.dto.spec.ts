import { CREDENTIAL_MAX_LENGTH, fieldMessage } from '@tezgah/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { TrendyolPingDto } from './ping.dto';

/** The problems class-validator finds, as the gateway's pipe sees them: field → constraint → Turkish message. */
async function problems(body: Record<string, unknown>): Promise<Record<string, Record<string, string>>> {
  const errors = await validate(plainToInstance(TrendyolPingDto, body), { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(errors.map((error) => [error.property, error.constraints ?? {}]));
}

describe('TrendyolPingDto', () => {
  const valid = { supplier_id: '123456', api_key: 'key', api_secret: 'secret' };

  it('takes the three credentials as strings', async () => {
    expect(await problems(valid)).toEqual({});
  });

  it('refuses a missing, empty, non-string or overlong credential in Turkish', async () => {
    const found = await problems({ supplier_id: '', api_key: 7, api_secret: 'x'.repeat(CREDENTIAL_MAX_LENGTH + 1) });
    expect(found['supplier_id']).toEqual({ isNotEmpty: fieldMessage('not_empty') });
    expect(found['api_key']).toMatchObject({ isString: fieldMessage('type_string') });
    expect(found['api_secret']).toEqual({ maxLength: fieldMessage('max_length', { n: CREDENTIAL_MAX_LENGTH }) });
    expect(Object.keys(await problems({ supplier_id: '1', api_key: 'k' }))).toEqual(['api_secret']);
  });

  it('refuses fields it does not declare', async () => {
    expect(Object.keys(await problems({ ...valid, integrator: 'x' }))).toEqual(['integrator']);
  });
});
