import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where GİB's UBL-TR package is, when no option names it. */
export const UBL_TR_PACKAGE_VARIABLE = 'TEZGAH_UBL_TR_PACKAGE';

/**
 * The repository's root: the nearest folder above this file whose package.json declares workspaces.
 * The same from the sources (Jest), from dist/ and from the image (/app).
 */
export function repositoryRoot(from = __dirname): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json with workspaces above ${from}`);
  }
}

/** GİB's official files, used where GİB's package lies (never copied into the repository). */
export interface UblTrPackage {
  folder: string;
  invoiceXsd: string;
  /** The main schematron; it includes the Common and Codelist files beside it. */
  schematron: string;
  schematronFiles: string[];
  /** GİB's sample invoices. */
  samples: string;
}

/**
 * The package at `folder`, else at $TEZGAH_UBL_TR_PACKAGE, else at `../shared/reference/ubl-tr`
 * beside the repository. A missing file is an Error naming the folder and the variable.
 */
export function ublTrPackage(
  folder = process.env[UBL_TR_PACKAGE_VARIABLE] || path.resolve(repositoryRoot(), '../shared/reference/ubl-tr'),
): UblTrPackage {
  const schematronFolder = path.join(folder, 'schematron');
  const ublTr = {
    folder,
    invoiceXsd: path.join(folder, 'xsd-ubltr-1.2.1/xsdrt/maindoc/UBL-Invoice-2.1.xsd'),
    schematron: path.join(schematronFolder, 'UBL-TR_Main_Schematron.xml'),
    schematronFiles: ['UBL-TR_Main_Schematron.xml', 'UBL-TR_Common_Schematron.xml', 'UBL-TR_Codelist.xml'].map((file) =>
      path.join(schematronFolder, file),
    ),
    samples: path.join(folder, 'samples'),
  };
  const missing = [ublTr.invoiceXsd, ...ublTr.schematronFiles].find((file) => !existsSync(file));
  if (missing) {
    throw new Error(
      `GİB's UBL-TR package is not at ${folder} (no ${path.relative(folder, missing)}): set ${UBL_TR_PACKAGE_VARIABLE} to the folder ` +
        `holding its xsd-ubltr-1.2.1/ and schematron/ (docs/e-invoice-documents.md)`,
    );
  }
  return ublTr;
}
