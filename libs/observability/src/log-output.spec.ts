import { defaultLogLevel, logFormat } from './log-output';

describe('logFormat', () => {
  it('writes readable lines to a terminal and JSON anywhere else', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
  });

  it('follows LOG_FORMAT over the terminal question, and ignores a value it does not know', () => {
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'xml' }, true)).toBe('pretty');
  });
});

describe('defaultLogLevel', () => {
  it('shows a person at a terminal warnings and errors, and gives a log collector info', () => {
    expect(defaultLogLevel('pretty')).toBe('warn');
    expect(defaultLogLevel('json')).toBe('info');
  });
});
