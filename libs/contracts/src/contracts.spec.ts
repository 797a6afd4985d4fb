import { ERROR_MESSAGES_TR, ERROR_STATUS, isId, newId, PUBLIC_EVENT_TYPES, roleAtLeast } from './index';

describe('contracts', () => {
  it('orders roles viewer < staff < admin < owner', () => {
    expect(roleAtLeast('owner', 'admin')).toBe(true);
    expect(roleAtLeast('staff', 'staff')).toBe(true);
    expect(roleAtLeast('viewer', 'staff')).toBe(false);
    expect(roleAtLeast('admin', 'owner')).toBe(false);
  });

  it('makes prefixed ids of the documented shape', () => {
    const id = newId('job');
    expect(isId(id, 'job')).toBe(true);
    expect(isId(id, 'prd')).toBe(false);
    expect(isId(`${id}x`, 'job')).toBe(false);
  });

  it('makes ids that sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 5_000 }, () => newId('evt'));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('makes ids that sort by the time they were made, across milliseconds', () => {
    // Ahead of every id made so far in this process: the factory never goes back to an earlier time.
    const base = Date.now() + 3_600_000;
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(base + 1);
      const later = newId('ord');
      now.mockReturnValue(base);
      const earlier = newId('ord');
      // A clock step back keeps the monotonic order (the factory reuses the last time), never reverses it.
      expect(earlier > later).toBe(true);
      now.mockReturnValue(base + 1000);
      expect(newId('ord') > earlier).toBe(true);
      expect(newId('ord').slice(4, 14) > later.slice(4, 14)).toBe(true);
    } finally {
      now.mockRestore();
    }
  });

  it('has a Turkish message for every error code', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(ERROR_MESSAGES_TR[code as keyof typeof ERROR_STATUS]).toBeTruthy();
  });

  it('declares exactly the ten public event types of the spec', () => {
    expect(PUBLIC_EVENT_TYPES).toHaveLength(10);
    expect(new Set(PUBLIC_EVENT_TYPES).size).toBe(10);
  });
});
