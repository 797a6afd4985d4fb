// The client's TypeScript types, derived from the committed OpenAPI document (libs/client/openapi.json)
// by openapi-typescript and laid out by Prettier. Derived at build time into libs/client/src/generated/,
// which git ignores: generated code is never reviewed, linted or searched for duplicates as ours.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const HEADER = '// Generated from libs/client/openapi.json by scripts/client/schema.mjs (run by every build): do not edit.\n\n';

export const clientDocument = (root) => path.join(root, 'libs/client/openapi.json');
const clientSchema = (root) => path.join(root, 'libs/client/src/generated/openapi.schema.ts');

/** Writes the types when they differ from what the document gives; returns whether it wrote. */
export async function writeClientSchema(root) {
  const file = clientSchema(root);
  const document = JSON.parse(readFileSync(clientDocument(root), 'utf8'));
  const options = await prettier.resolveConfig(file);
  const text = await prettier.format(HEADER + astToString(await openapiTS(document, { alphabetize: true })), {
    ...options,
    filepath: file,
  });
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not derived yet
  }
  if (current === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}
