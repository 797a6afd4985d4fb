import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { type FieldMessageCode, fieldMessage } from '@tezgah/contracts';
import { FieldProblemCollector } from '@tezgah/errors';
import { hostileInputProblems } from './input-boundary';

/** class-validator constraint names → the field problem codes of our message catalogue. */
const CODES: Record<string, FieldMessageCode> = {
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
  barcodeCheckDigit: 'barcode_check_digit',
  salePriceWithinPrice: 'sale_price_above_price',
  barcodeFormat: 'barcode_format',
  httpsScheme: 'https',
};

/**
 * The input boundary of every route: body, query and path parameters. First what no field may
 * hold (hostile input), then a body that is not the object its DTO describes, a `null` the DTO
 * does not declare nullable, and class-validator's findings with unknown fields refused. Each
 * renders as `details`: field path → [{code, message}], Turkish. It runs after the guards, so a
 * caller without a token or the role is refused before their input is read.
 */
class InputBoundaryPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      validationError: { target: false, value: true },
      exceptionFactory: (errors) => problemsOf(errors).toError(),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return value;
    hostileInputProblems(value, metadata.type === 'param' ? metadata.data : undefined).throwIfAny();
    if (metadata.type === 'body' && isDto(metadata.metatype)) {
      if (value !== undefined && !isPlainObject(value)) throw new FieldProblemCollector().add('body', 'type_object').toError();
      undeclaredNulls(metadata.metatype, value).throwIfAny();
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputBoundaryPipe();
}

/** A class with OpenAPI property declarations: one of our DTOs. */
function isDto(metatype: unknown): metatype is new () => object {
  return typeof metatype === 'function' && Reflect.hasMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, metatype.prototype);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fields sent as `null` that the DTO's OpenAPI declaration does not mark `nullable`: the document
 * says which fields take `null`, and validation follows it (class-validator's IsOptional lets
 * `null` through). Top-level fields; bulk import elements are checked one by one with it.
 */
export function undeclaredNulls(dto: new () => object, value: unknown, problems = new FieldProblemCollector()): FieldProblemCollector {
  if (!isPlainObject(value)) return problems;
  for (const name of notNullableFieldsOf(dto)) if (value[name] === null) problems.add(name, 'not_null');
  return problems;
}

/** Read from the declarations once per DTO: a bulk import checks up to 500 elements against them. */
const notNullableFields = new WeakMap<object, string[]>();

function notNullableFieldsOf(dto: new () => object): string[] {
  let names = notNullableFields.get(dto);
  if (!names) {
    const declaredNames: string[] = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, dto.prototype) ?? [];
    names = declaredNames
      .map((entry) => entry.replace(/^:/, ''))
      .filter(
        (name) =>
          !(Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, name) as { nullable?: boolean } | undefined)?.nullable,
      );
    notNullableFields.set(dto, names);
  }
  return names;
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
