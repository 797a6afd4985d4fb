import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ublTrPackage } from './ubl-tr-package';
import { validateUblTr } from './ubl-tr-validator';

// The first validation on a machine compiles GİB's schematron (~10-20 s); later ones read the cache.
jest.setTimeout(120_000);

/** GİB's samples, read from GİB's package (not copied into the repository); no package fails here, naming it. */
const sample = (name: string) => readFileSync(path.join(ublTrPackage().samples, name), 'utf8');

describe("GİB's official samples", () => {
  it('TicariFaturaOrnegi (e-Fatura, TICARIFATURA) passes the schema and GİB’s schematron', async () => {
    expect(await validateUblTr(sample('TicariFaturaOrnegi.xml'), { checkAmounts: false })).toEqual({ valid: true, errors: [] });
  });

  it('YTB_Satis_EArsiv (EARSIVFATURA) passes, with and without our amounts checks', async () => {
    expect(await validateUblTr(sample('YTB_Satis_EArsiv.xml'), { checkAmounts: false })).toEqual({ valid: true, errors: [] });
    expect(await validateUblTr(sample('YTB_Satis_EArsiv.xml'))).toEqual({ valid: true, errors: [] });
  });

  it('TemelFaturaOrnegi (legacy) fails exactly the two current GİB rules it breaks', async () => {
    const { valid, errors } = await validateUblTr(sample('TemelFaturaOrnegi.xml'), { checkAmounts: false });
    expect(valid).toBe(false);
    // Its ID has 17 characters; its buyer's TCKN has 10 digits.
    expect(errors.map((error) => error.split(':')[0])).toEqual(['InvoiceIDCheck.1', 'PartyIdentificationTCKNVKNCheck.2']);
  });

  it('TicariFaturaOrnegi does not add up: its LineExtensionAmount total is not the sum of its lines', async () => {
    const { errors } = await validateUblTr(sample('TicariFaturaOrnegi.xml'));
    expect(errors).toEqual([expect.stringMatching(/^TezgahLegalMonetaryTotalCheck\.1: .*\(26003\.40\).*\(25216\.5\)/)]);
  });

  it('an e-Arşiv sample checked as an e-Fatura fails GİB’s ProfileID rule (the type parameter)', async () => {
    const { errors } = await validateUblTr(sample('YTB_Satis_EArsiv.xml'), { type: 'efatura' });
    expect(errors).toEqual([expect.stringMatching(/^ProfileIDCheck\.1: Geçersiz cbc:ProfileID elemanı değeri : 'EARSIVFATURA'/)]);
  });
});

describe("GİB's today", () => {
  // The sample dated 25 November 2026, judged just before and just after midnight in Turkey (UTC+3).
  const dated = sample('YTB_Satis_EArsiv.xml').replace(
    /<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/g,
    '<cbc:IssueDate>2026-11-25</cbc:IssueDate>',
  );

  it('is the date in Turkey: an invoice of the 25th is valid at 01:30 there, 22:30 UTC on the 24th', async () => {
    expect(await validateUblTr(dated, { at: new Date('2026-11-24T22:30:00Z') })).toEqual({ valid: true, errors: [] });
  });

  it('refuses the same invoice at 23:30 in Turkey on the 24th, as dated after today', async () => {
    const { errors } = await validateUblTr(dated, { at: new Date('2026-11-24T20:30:00Z') });
    // Each IssueDate that GİB's TimeCheck reaches in the sample is refused as after today.
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors)
      expect(error).toMatch(/^TimeCheck\.1: Geçersiz cbc:IssueDate değeri : '2026-11-25' .* ileri bir tarih olamaz/);
  });
});

describe('validateUblTr', () => {
  it('reports a document that is not XML', async () => {
    const { valid, errors } = await validateUblTr('<Invoice');
    expect(valid).toBe(false);
    expect(errors[0]).toMatch(/^XML: line 1/);
  });

  it('fails, naming the folder and TEZGAH_UBL_TR_PACKAGE, when GİB’s package is not there', async () => {
    await expect(validateUblTr('<Invoice/>', { ublTrPackage: '/nowhere/ubl-tr' })).rejects.toThrow(
      /^GİB's UBL-TR package is not at \/nowhere\/ubl-tr \(no xsd-ubltr-1\.2\.1\/.*\): set TEZGAH_UBL_TR_PACKAGE/,
    );
  });
});
