import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { fieldMessage } from '@tezgah/contracts';
import { FieldProblemCollector } from '@tezgah/errors';

/** class-validator constraint names → the field problem codes of our message catalogue. */
const CODES: Record<string, string> = {
  whitelistValidation: 'unknown_field',
  isEmail: 'email',
  isUrl: 'uri',
  minLength: 'min_length',
  maxLength: 'max_length',
  min: 'minimum',
  max: 'maximum',
  arrayMaxSize: 'max_items',
  arrayMinSize: 'min_items',
  isIn: 'one_of',
  isEnum: 'one_of',
  isString: 'type_string',
  isNumber: 'type_number',
  isInt: 'type_integer',
  isBoolean: 'type_boolean',
  isArray: 'type_array',
  isObject: 'type_object',
  isNotEmpty: 'not_empty',
  isDefined: 'required',
  nestedValidation: 'type_object',
  noEdgeSpaces: 'no_edge_spaces',
  maxDecimalPlaces: 'decimal_places',
  barcodeFormat: 'barcode_format',
  httpsScheme: 'https',
};

/**
 * Rejects unknown fields and renders class-validator's findings as `details`: field path →
 * [{code, message}], Turkish. A missing required field reports `required` alone.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => problemsOf(errors).toError(),
  });
}

/** class-validator's findings as field problems with Turkish messages (the pipe's and bulk's). */
export function problemsOf(errors: ValidationError[]): FieldProblemCollector {
  const problems = new FieldProblemCollector();
  collect(errors, '', problems);
  return problems;
}

function collect(errors: ValidationError[], prefix: string, problems: FieldProblemCollector): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    if (error.value === undefined && constraints.length && !('whitelistValidation' in (error.constraints ?? {}))) {
      problems.addMessage(path, 'required', fieldMessage('required'));
    } else {
      for (const [name, message] of constraints) {
        // Our DTOs write Turkish messages; class-validator's own (unknown fields) come from the catalogue.
        const code = CODES[name] ?? 'invalid';
        problems.addMessage(path, code, name === 'whitelistValidation' ? fieldMessage(code) : message);
      }
    }
    if (error.children?.length) collect(error.children, path, problems);
  }
}
