import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The official SP-API models (Swagger 2.0), beside the repository in `../shared/reference/sp-api`. */
const MODELS = path.resolve(__dirname, '../../../../../shared/reference/sp-api');

const validators = new Map<string, ValidateFunction>();

/**
 * The problems ajv finds in `body` against a definition of an official model (`ordersV0`,
 * `GetOrderResponse`), none when the body has the model's shape. For the simulators' wire specs.
 */
export function modelProblems(model: string, definition: string, body: unknown): string[] {
  const key = `${model}#${definition}`;
  let validate = validators.get(key);
  if (!validate) {
    const { definitions } = JSON.parse(readFileSync(path.join(MODELS, `${model}.json`), 'utf8')) as { definitions: object };
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
    addFormats(ajv);
    // Swagger's numeric formats say how a number is stored, not what it may be.
    for (const format of ['int32', 'int64', 'double', 'float', 'int']) ajv.addFormat(format, true);
    validate = ajv.compile({ definitions, $ref: `#/definitions/${definition}` });
    validators.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
