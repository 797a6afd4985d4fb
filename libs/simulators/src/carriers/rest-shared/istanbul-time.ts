/** A moment's Europe/Istanbul wall clock (UTC+03:00 all year since 2016) as date and time parts. */
export function istanbulParts(at: number): { date: string; time: string; iso: string } {
  const local = new Date(at + 3 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19), iso: `${local.slice(0, 19)}+03:00` };
}
