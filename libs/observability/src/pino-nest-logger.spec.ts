import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger } from './logger';
import { PinoNestLogger } from './pino-nest-logger';
import { captureLines } from '../test/log-capture';

describe('PinoNestLogger', () => {
  function setup() {
    const { destination, lines } = captureLines();
    return { lines, nest: new PinoNestLogger(createLogger('gateway', 'trace', { destination })) };
  }

  it('maps Nest levels to pino levels and keeps the context', () => {
    const { nest, lines } = setup();
    nest.log('started', 'NestApplication');
    nest.warn('slow');
    nest.debug('detail', 'Router');
    nest.verbose('chatty');
    expect(lines.map(({ level, msg, context }) => ({ level, msg, context }))).toEqual([
      { level: 'info', msg: 'started', context: 'NestApplication' },
      { level: 'warn', msg: 'slow', context: undefined },
      { level: 'debug', msg: 'detail', context: 'Router' },
      { level: 'trace', msg: 'chatty', context: undefined },
    ]);
  });

  it('keeps the stack Nest passes to error()', () => {
    const { nest, lines } = setup();
    nest.error('boom', 'Error: boom\n    at x (y.ts:1:1)', 'ExceptionHandler');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'boom', context: 'ExceptionHandler', stack: expect.stringContaining('at x') });
  });

  it('serialises an Error message with its stack', () => {
    const { nest, lines } = setup();
    nest.error(new Error('bad'));
    expect(lines[0]).toMatchObject({ msg: 'bad', err: { type: 'Error', message: 'bad', stack: expect.any(String) } });
  });

  it('receives the lines of an application that uses it', async () => {
    const { nest, lines } = setup();
    @Module({})
    class EmptyModule {}
    const app = await NestFactory.createApplicationContext(EmptyModule, { logger: nest });
    new Logger('Feature').log('hello');
    await app.close();
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'hello', context: 'Feature', service: 'gateway' }));
  });
});
