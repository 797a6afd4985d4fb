import { LogBuffer } from './log-buffer';

describe('LogBuffer', () => {
  it('prefixes each complete line with its source, whatever the chunking', () => {
    const logs = new LogBuffer();
    logs.write('gateway-0', 'listen');
    logs.write('jobs', 'ready\nconsum');
    logs.write('gateway-0', 'ing on 3000\r\n');
    expect(logs.text()).toBe('[jobs] ready\n[gateway-0] listening on 3000\n[jobs] consum');
  });

  it('keeps the first and the most recent lines when output is huge', () => {
    const logs = new LogBuffer(1_500);
    for (let i = 0; i < 5_000; i++) logs.write('p', `line ${i}\n`);
    const lines = logs.text().split('\n');
    expect(lines).toHaveLength(1_500);
    expect(lines[0]).toBe('[p] line 0');
    expect(lines[999]).toBe('[p] line 999');
    expect(lines.at(-1)).toBe('[p] line 4999');
  });
});
