import { parseCreatedUser } from './cli-output';

describe('parseCreatedUser', () => {
  it('reads the id and the setup token from the last JSON line, after any log lines', () => {
    const stdout = '{"level":30,"msg":"migrated"}\nnot json\n{"user":{"id":7,"email":"a@b.co"},"setup_token":"rt_x"}\n';
    expect(parseCreatedUser(stdout)).toEqual({ id: 7, setupToken: 'rt_x' });
  });

  it('has no setup token for a user created with a password', () => {
    expect(parseCreatedUser('{"user":{"id":8}}')).toEqual({ id: 8 });
  });

  it('says what it got when there is no user', () => {
    expect(() => parseCreatedUser('error: boom')).toThrow(/no JSON: error: boom/);
    expect(() => parseCreatedUser('{"ok":true}')).toThrow(/no user id/);
  });
});
