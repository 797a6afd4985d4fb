import { ERROR_MESSAGES_TR, ERROR_STATUS, isId, newId, PUBLIC_EVENT_TYPES, roleAtLeast } from './index';

describe('contracts', () => {
  it('orders roles viewer < staff < admin < owner', () => {
    expect(roleAtLeast('owner', 'admin')).toBe(true);
    expect(roleAtLeast('staff', 'staff')).toBe(true);
    expect(roleAtLeast('viewer', 'staff')).toBe(false);
    expect(roleAtLeast('admin', 'owner')).toBe(false);
  });

  it('makes prefixed, sortable ids', () => {
    const a = newId('job');
    const b = newId('job');
    expect(isId(a, 'job')).toBe(true);
    expect(isId(a, 'prd')).toBe(false);
    expect(a < b || a.slice(0, 14) === b.slice(0, 14)).toBe(true);
  });

  it('has a Turkish message for every error code', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(ERROR_MESSAGES_TR[code as keyof typeof ERROR_STATUS]).toBeTruthy();
  });

  it('declares exactly the ten public event types of the spec', () => {
    expect(PUBLIC_EVENT_TYPES).toHaveLength(10);
    expect(new Set(PUBLIC_EVENT_TYPES).size).toBe(10);
  });
});
