// The UBL-TR validator's thread: the Invoice XSD (libxml2, WebAssembly) and GİB's schematron (SaxonJS,
// the stylesheet compiled-schematron.ts made), each loaded once. A worker thread because libxml2-wasm is an ES module with top-level await, which
// CommonJS (our build, Jest) cannot load; it also keeps ~40 ms of CPU per document off the caller's loop.
// Messages: { id, xml, type, checkAmounts } in; { id, errors } out (see ubl-tr-validator.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { XmlDocument, XsdValidator, XmlValidateError } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

const require = createRequire(import.meta.url);
const SaxonJS = require('saxon-js');

// The XSD's imports are relative file paths (../common/…), read from disk.
xmlRegisterFsInputProviders();
const schema = XmlDocument.fromBuffer(readFileSync(workerData.invoiceXsd), { url: workerData.invoiceXsd });
const xsd = XsdValidator.fromDoc(schema);
const schematron = JSON.parse(readFileSync(workerData.compiledSchematron, 'utf8'));
/** The pattern of our arithmetic checks (assets/tezgah/Tezgah_Amounts_Schematron.xml). */
const AMOUNTS_PATTERN = 'tezgah-amounts';
const NAMESPACES = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

function schemaErrors(document) {
  try {
    xsd.validate(document);
    return [];
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((detail) => `XSD (line ${detail.line}): ${detail.message.trim()}`);
  }
}

/** GİB's `type` parameter: `earchive` for an e-Arşiv invoice, else `efatura` (Aciklamalar.txt). */
function gibType(document, requested) {
  if (requested) return requested;
  const profile = document.get('/inv:Invoice/cbc:ProfileID', NAMESPACES)?.content;
  return profile === 'EARSIVFATURA' ? 'earchive' : 'efatura';
}

function schematronErrors(xml, type, checkAmounts, today) {
  const stylesheetParams = { type, 'excluded-patterns': checkAmounts ? [] : [AMOUNTS_PATTERN], 'gib-today': today };
  const { principalResult } = SaxonJS.transform({
    stylesheetInternal: schematron,
    sourceText: xml,
    destination: 'serialized',
    stylesheetParams,
  });
  return (principalResult ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [rule, location, message] = line.split('\t');
      return `${rule}: ${message} (${location})`;
    });
}

function validate(xml, requestedType, checkAmounts, today) {
  let document;
  try {
    document = XmlDocument.fromString(xml);
  } catch (error) {
    return [`XML: ${error.details?.map((detail) => `line ${detail.line}: ${detail.message.trim()}`).join('; ') ?? error.message}`];
  }
  try {
    return [...schemaErrors(document), ...schematronErrors(xml, gibType(document, requestedType), checkAmounts, today)];
  } finally {
    document.dispose();
  }
}

parentPort.on('message', ({ id, xml, type, checkAmounts, today }) => {
  try {
    parentPort.postMessage({ id, errors: validate(xml, type, checkAmounts, today) });
  } catch (error) {
    parentPort.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
});
