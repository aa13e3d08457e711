// The topology run's step runner and HTTP helpers: each step prints one line (✓/✗, seconds, a
// note) and is counted in the `N passed, N failed` summary.
export const started = Date.now();
export const results: { name: string; ok: boolean; ms: number; note?: string }[] = [];

export async function step(name: string, fn: () => Promise<string | void>): Promise<void> {
  const t = Date.now();
  try {
    const note = await fn();
    results.push({ name, ok: true, ms: Date.now() - t, ...(note ? { note } : {}) });
    console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)${note ? ` — ${note}` : ""}`);
  } catch (e) {
    results.push({ name, ok: false, ms: Date.now() - t });
    console.log(`✗ ${name}: ${(e as Error).stack ?? String(e)}`);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined | null | false>,
  ms: number,
  every = 200,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(every);
  }
}

export const via = (base: string, p: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${base}${p}`, {
    ...init,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body && typeof init.body === "string" ? { "content-type": "application/json" } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

export const json = async (r: Response) => ({ status: r.status, body: (await r.json().catch(() => null)) as any });

/** Ends the run: the summary line and the exit code (non-zero on any failure or no step at all). */
export function finish(): never {
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(failed > 0 || results.length === 0 ? 1 : 0);
}
