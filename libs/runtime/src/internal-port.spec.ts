import { internalPortFollowing } from './internal-port';

describe('internalPortFollowing', () => {
  it('is METRICS_PORT exactly when set: a process without it must not start', () => {
    expect(internalPortFollowing(8080, 9999)).toEqual({ port: 9999, whenTaken: 'fail' });
  });

  it('follows the public port otherwise (3000 keeps 9464), giving way to any free port when taken', () => {
    expect(internalPortFollowing(3000)).toEqual({ port: 9464, whenTaken: 'any' });
    expect(internalPortFollowing(8080)).toEqual({ port: 14544, whenTaken: 'any' });
  });

  it('is any free port when the public one leaves no room above it, or is itself any free port', () => {
    expect(internalPortFollowing(60000)).toEqual({ port: 0, whenTaken: 'any' });
    expect(internalPortFollowing(0)).toEqual({ port: 0, whenTaken: 'any' });
  });
});
