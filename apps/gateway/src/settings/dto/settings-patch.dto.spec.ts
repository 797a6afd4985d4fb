import { EFATURA_SCENARIOS, fieldMessage, VAT_RATES } from '@tezgah/contracts';
import { createValidationPipe } from '../../http/validation.pipe';
import { SettingsPatchDto } from './settings-patch.dto';

const pipe = createValidationPipe();
const validate = (value: unknown) =>
  pipe.transform(value, { type: 'body', metatype: SettingsPatchDto }).then(
    (body: SettingsPatchDto) => ({ body }),
    (error: { code: string; details: Record<string, { code: string; message: string }[]> }) => ({
      code: error.code,
      details: error.details,
    }),
  );
const codesOf = async (value: unknown) => {
  const result = await validate(value);
  return 'details' in result
    ? Object.fromEntries(Object.entries(result.details).map(([field, problems]) => [field, problems.map((p) => p.code)]))
    : {};
};

describe('SettingsPatchDto', () => {
  it('accepts any subset of the fields, nulls included', async () => {
    expect(await codesOf({})).toEqual({});
    expect(await codesOf({ sender: { phone: '(0212) 555-12 34' } })).toEqual({});
    expect(
      await codesOf({
        sender: { name: 'Mağaza', line2: null, postal_code: '06420', tax_number: '12345678901' },
        invoicing: { default_provider: 'nilvera', series_prefix: 'A1B', efatura_scenario: 'TICARIFATURA', default_vat_rate: 0 },
        cargo: { default_provider: null },
      }),
    ).toEqual({});
  });

  it('names unknown fields, nested ones by their path', async () => {
    expect(await codesOf({ color: 'blue', sender: { fax: '1' } })).toEqual({ color: ['unknown_field'], 'sender.fax': ['unknown_field'] });
  });

  it('refuses each malformed value, naming the field with a Turkish message', async () => {
    const refused = await validate({
      sender: { postal_code: '3439', phone: 'ara beni', tax_number: 'x' },
      invoicing: { series_prefix: 'ab', default_vat_rate: 18, efatura_scenario: 'EARSIVFATURA', default_provider: 'efatura.com' },
      cargo: { default_provider: 'fedex' },
    });
    expect(refused).toEqual({
      code: 'validation.failed',
      details: {
        'sender.postal_code': [{ code: 'invalid', message: fieldMessage('postal_code_format') }],
        'sender.phone': [{ code: 'invalid', message: fieldMessage('phone_format') }],
        'sender.tax_number': [{ code: 'invalid', message: fieldMessage('tax_number_format') }],
        'invoicing.series_prefix': [{ code: 'invalid', message: fieldMessage('series_prefix_format') }],
        'invoicing.default_vat_rate': [{ code: 'one_of', message: fieldMessage('one_of', { values: VAT_RATES.map(String) }) }],
        'invoicing.efatura_scenario': [{ code: 'one_of', message: fieldMessage('one_of', { values: EFATURA_SCENARIOS }) }],
        'invoicing.default_provider': [
          { code: 'one_of', message: expect.stringContaining('parasut, logo, uyumsoft, nilvera, marketplace') },
        ],
        'cargo.default_provider': [{ code: 'one_of', message: expect.stringContaining('yurtici, aras, mng, ptt, surat, ups, dhl') }],
      },
    });
  });

  it('refuses a text past its maximum, an empty text and a number where text belongs', async () => {
    expect(await codesOf({ sender: { name: 'x'.repeat(101), city: '', district: 34 } })).toEqual({
      'sender.name': ['max_length'],
      'sender.city': ['not_empty'],
      'sender.district': expect.arrayContaining(['type_string']),
    });
  });

  it('refuses a group that is not an object, and a null group (clearing is field by field)', async () => {
    expect(await codesOf({ sender: 'Demo' })).toEqual({ sender: expect.arrayContaining(['type_object']) });
    expect(await codesOf({ cargo: null })).toEqual({ cargo: ['not_null'] });
  });

  it('takes a VKN of 10 digits or a TCKN of 11, nothing between or beyond', async () => {
    expect(await codesOf({ sender: { tax_number: '1234567890' } })).toEqual({});
    expect(await codesOf({ sender: { tax_number: '123456789' } })).toEqual({ 'sender.tax_number': ['invalid'] });
    expect(await codesOf({ sender: { tax_number: '123456789012' } })).toEqual({ 'sender.tax_number': ['max_length', 'invalid'] });
  });
});
