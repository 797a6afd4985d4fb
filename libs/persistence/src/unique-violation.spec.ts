import { QueryFailedError } from 'typeorm';
import { isUniqueViolation, postgresErrorOf } from './unique-violation';

const duplicate = Object.assign(new Error('duplicate key'), {
  code: '23505',
  constraint: 'users_email_key',
  detail: 'Key (email)=(a@b.c) already exists.',
});

describe('isUniqueViolation', () => {
  it('recognises SQLSTATE 23505 on the driver error and through QueryFailedError', () => {
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(new QueryFailedError('INSERT', [], duplicate))).toBe(true);
  });

  it('matches the constraint when one is named', () => {
    expect(isUniqueViolation(duplicate, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(duplicate, 'users_pkey')).toBe(false);
  });

  it('is false for other errors and non-errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('exposes the server fields', () => {
    expect(postgresErrorOf(new QueryFailedError('INSERT', [], duplicate))).toMatchObject({ detail: 'Key (email)=(a@b.c) already exists.' });
  });
});
