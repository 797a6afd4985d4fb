import { LoginDto } from '../auth/dto/login.dto';
import { SetPasswordDto } from '../auth/dto/set-password.dto';
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
