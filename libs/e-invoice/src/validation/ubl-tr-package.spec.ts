import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot, UBL_TR_PACKAGE_VARIABLE, ublTrPackage } from './ubl-tr-package';

describe('repositoryRoot', () => {
  it('is the folder whose package.json declares the workspaces, from any depth below it', () => {
    const root = repositoryRoot();
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces).toEqual(['apps/*', 'libs/*']);
    expect(repositoryRoot(path.join(root, 'dist/libs/e-invoice/src/validation'))).toBe(root);
  });
});

describe('ublTrPackage', () => {
  const before = process.env[UBL_TR_PACKAGE_VARIABLE];
  afterEach(() => {
    if (before === undefined) delete process.env[UBL_TR_PACKAGE_VARIABLE];
    else process.env[UBL_TR_PACKAGE_VARIABLE] = before;
  });

  it('is ../shared/reference/ubl-tr beside the repository unless told otherwise', () => {
    delete process.env[UBL_TR_PACKAGE_VARIABLE];
    expect(ublTrPackage().folder).toBe(path.resolve(repositoryRoot(), '../shared/reference/ubl-tr'));
  });

  it(`is where ${UBL_TR_PACKAGE_VARIABLE} says, and an empty folder there is refused by name`, () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'ubl-tr-empty-'));
    try {
      process.env[UBL_TR_PACKAGE_VARIABLE] = empty;
      expect(() => ublTrPackage()).toThrow(
        `GİB's UBL-TR package is not at ${empty} (no xsd-ubltr-1.2.1/xsdrt/maindoc/UBL-Invoice-2.1.xsd)`,
      );
    } finally {
      rmSync(empty, { recursive: true });
    }
  });

  it('names the three schematron files its cache key is made from', () => {
    expect(ublTrPackage().schematronFiles.map((file) => path.basename(file))).toEqual([
      'UBL-TR_Main_Schematron.xml',
      'UBL-TR_Common_Schematron.xml',
      'UBL-TR_Codelist.xml',
    ]);
  });
});
