import { automock, fakeRpcTransport, fakeTransactions } from './service-fakes';

class Base {
  inherited(): string {
    return 'real';
  }
}

class Repository extends Base {
  readonly field = 'set by the constructor';

  constructor() {
    super();
    throw new Error('an automock never runs the constructor');
  }

  get lease(): number {
    return 60_000;
  }

  async read(id: string): Promise<string> {
    return id;
  }

  write(id: string): string {
    return id;
  }
}

describe('automock', () => {
  it('stands a jest.fn() in for every method, inherited ones included, without running the constructor', () => {
    const mock = automock(Repository);
    expect(jest.isMockFunction(mock.read)).toBe(true);
    expect(jest.isMockFunction(mock.write)).toBe(true);
    expect(jest.isMockFunction(mock.inherited)).toBe(true);
    expect(mock.write('x')).toBeUndefined();
    expect(mock).not.toHaveProperty('field');
  });

  it('answers a promise from an async method until told otherwise', async () => {
    const mock = automock(Repository);
    await expect(mock.read('x')).resolves.toBeUndefined();
    mock.read.mockResolvedValue('told');
    await expect(mock.read('x')).resolves.toBe('told');
  });

  it('sets the fields it is given (a getter of the class is not copied)', () => {
    expect(automock(Repository).lease).toBeUndefined();
    expect(automock(Repository, { lease: 5 }).lease).toBe(5);
  });
});

describe('fakeTransactions', () => {
  it('runs the work at once with its handle and answers or throws what the work does', async () => {
    const { transactions, tx } = fakeTransactions();
    await expect(transactions.run(async (handle) => handle)).resolves.toBe(tx);
    await expect(
      transactions.run(async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(transactions.run).toHaveBeenCalledTimes(2);
  });
});

describe('fakeRpcTransport', () => {
  it('answers every call with a promise', async () => {
    const rpc = fakeRpcTransport();
    await expect(rpc.close()).resolves.toBeUndefined();
    expect(rpc.close).toHaveBeenCalled();
  });
});
