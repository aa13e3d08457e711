// The stats answer only lists days that had activity (per collection). The charts need one point
// per calendar day, so missing days are drawn as 0 (spec 9). Days are UTC dates, as the server
// writes them.
export type DayEntry = { day: string; count: number };
export type DayPoint = { day: string; count: number };

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** `days` points ending with `today` (inclusive), oldest first; counts of the same day are summed. */
export function fillDays(entries: readonly DayEntry[], days: number, today: Date | string = new Date()): DayPoint[] {
  const end = typeof today === "string" ? new Date(`${today}T00:00:00Z`) : today;
  const endUtc = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.day, (sums.get(e.day) ?? 0) + e.count);
  const points: DayPoint[] = [];
  for (let i = Math.max(0, days) - 1; i >= 0; i--) {
    const day = isoDay(new Date(endUtc - i * MS_PER_DAY));
    points.push({ day, count: sums.get(day) ?? 0 });
  }
  return points;
}
