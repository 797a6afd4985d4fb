/** Turkish invoices show the local date and time (Europe/Istanbul), whatever the server's zone. */
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `{ date: '2026-03-14', time: '09:05:00' }` in Istanbul time. */
export function istanbulMoment(at: Date): { date: string; time: string } {
  const part = Object.fromEntries(PARTS.formatToParts(at).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
}
