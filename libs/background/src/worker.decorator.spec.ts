import { type BackgroundWork, BackgroundWorker, Worker } from './index';
import { declaredWorkers } from './worker.decorator';

class Loops {
  @Worker()
  readonly first = new BackgroundWorker({ name: 'first', run: async () => undefined });
  readonly undeclared = new BackgroundWorker({ name: 'undeclared', run: async () => undefined });
  @Worker({ beforeServing: true })
  readonly second = new BackgroundWorker({ name: 'second', run: async () => undefined });
}

@Worker()
class OwnLoop implements BackgroundWork {
  running = false;
  start(): void {
    this.running = true;
  }
  async stop(): Promise<void> {
    this.running = false;
  }
}

describe('@Worker()', () => {
  it('declares the marked fields of a provider, in order, and only those', () => {
    const loops = new Loops();
    expect(declaredWorkers(loops)).toEqual([
      { work: loops.first, beforeServing: false },
      { work: loops.second, beforeServing: true },
    ]);
  });

  it('declares a provider that is a worker itself', () => {
    const own = new OwnLoop();
    expect(declaredWorkers(own)).toEqual([{ work: own, beforeServing: false }]);
  });

  it('declares nothing for a provider without marks', () => {
    expect(declaredWorkers(new Date())).toEqual([]);
  });
});
