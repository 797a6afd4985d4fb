import { LoginDto } from '../auth/dto/login.dto';
import { SetPasswordDto } from '../auth/dto/set-password.dto';
import { ProductInputDto, ProductPatchDto, StockDto } from '../products/dto/product-input.dto';
import { ListProductsQuery } from '../products/dto/product-queries.dto';
import { createValidationPipe } from './validation.pipe';

const pipe = createValidationPipe();
const validate = (metatype: new () => object, value: unknown) =>
  pipe.transform(value, { type: 'body', metatype }).then(
    () => null,
    (error: { code: string; details: unknown }) => ({ code: error.code, details: error.details }),
  );

describe('validation pipe', () => {
  it('accepts a valid body', async () => {
    expect(await validate(LoginDto, { email: 'a@b.co', password: '0123456789' })).toBeNull();
  });

  it('names each bad field with Turkish problems', async () => {
    expect(await validate(LoginDto, { email: 'nope', password: 'short' })).toEqual({
      code: 'validation.failed',
      details: {
        email: [{ code: 'email', message: 'Geçerli bir e-posta adresi olmalıdır.' }],
        password: [{ code: 'min_length', message: 'En az 10 karakter olmalıdır.' }],
      },
    });
  });

  it('reports a missing field as required, once', async () => {
    expect(await validate(LoginDto, { email: 'a@b.co' })).toEqual({
      code: 'validation.failed',
      details: { password: [{ code: 'required', message: 'Bu alan zorunludur.' }] },
    });
  });

  it('rejects unknown fields by name', async () => {
    expect(await validate(SetPasswordDto, { new_password: '0123456789', extra: 1 })).toEqual({
      code: 'validation.failed',
      details: { extra: [{ code: 'unknown_field', message: 'Bu alan tanınmıyor.' }] },
    });
  });
});

describe('the input boundary', () => {
  const problemsOf = (value: unknown, metadata: Parameters<typeof pipe.transform>[1]) =>
    pipe.transform(value, metadata).then(
      () => null,
      (error: { details: unknown }) => error.details,
    );
  const body = (metatype: new () => object, value: unknown) => problemsOf(value, { type: 'body', metatype });

  it('refuses a NUL character or a lone surrogate in any string, naming the field', async () => {
    expect(await body(ProductInputDto, { sku: 'A', title: 'a\u0000b', price: 1 })).toEqual({
      title: [{ code: 'nul_character', message: 'NUL (\\u0000) karakteri içeremez.' }],
    });
    expect(await body(ProductInputDto, { sku: 'A', title: 'a\ud800b', price: 1 })).toEqual({
      title: [{ code: 'lone_surrogate', message: expect.any(String) }],
    });
    expect(await problemsOf({ search: '\u0000' }, { type: 'query', metatype: ListProductsQuery })).toEqual({
      search: [{ code: 'nul_character', message: expect.any(String) }],
    });
    expect(await problemsOf('fz\u0000x', { type: 'param', metatype: String, data: 'id' })).toEqual({
      id: [{ code: 'nul_character', message: expect.any(String) }],
    });
  });

  it('keeps a well-formed surrogate pair (an emoji) and Turkish letters', async () => {
    expect(await body(ProductInputDto, { sku: 'A', title: 'Şık tişört 👕', price: 1 })).toBeNull();
  });

  it('refuses __proto__, constructor and prototype keys at any depth', async () => {
    const parsed = JSON.parse('{"sku":"A","title":"t","price":1,"__proto__":{"x":1},"images":[{"constructor":1}]}');
    expect(await body(ProductInputDto, parsed)).toEqual({
      ['__proto__']: [{ code: 'forbidden_key', message: 'Bu alan adı kullanılamaz.' }],
      'images.0.constructor': [{ code: 'forbidden_key', message: 'Bu alan adı kullanılamaz.' }],
    });
    expect(await body(StockDto, { stock: 1, prototype: 1 })).toEqual({ prototype: [expect.objectContaining({ code: 'forbidden_key' })] });
  });

  it('refuses nesting deeper than its limit', async () => {
    let deep: unknown = 1;
    for (let level = 0; level < 40; level += 1) deep = { a: deep };
    expect(Object.values((await body(ProductPatchDto, { title: 't', extra: deep })) as object)).toEqual([
      [expect.objectContaining({ code: 'too_deep' })],
    ]);
  });

  it('refuses a body that is not the object its DTO describes', async () => {
    for (const value of [null, [], [1], 'text', 7, true]) {
      expect(await body(ProductPatchDto, value)).toEqual({ body: [{ code: 'type_object', message: 'Nesne olmalıdır.' }] });
    }
  });

  it('refuses null where the DTO does not declare the field nullable, and takes it where it does', async () => {
    expect(await body(SetPasswordDto, { new_password: '0123456789', current_password: null })).toEqual({
      current_password: [{ code: 'not_null', message: expect.any(String) }],
    });
    expect(await body(ProductPatchDto, { stock: null })).toEqual({ stock: [expect.objectContaining({ code: 'not_null' })] });
    expect(await body(ProductPatchDto, { barcode: null, description: null, sale_price: null })).toBeNull();
  });

  it('leaves values of the caller context alone', async () => {
    expect(await problemsOf({ request_id: '\u0000' }, { type: 'custom' })).toBeNull();
  });
});
