// The admin lists keep their page (and filters) in the query string, so a reload or a shared
// link shows the same page. Pure readers, tolerant of hand-edited URLs.

/** A page number ≥ 1; anything else reads as the first page. */
export function readPage(params: URLSearchParams): number {
  const n = Number(params.get("page"));
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** A positive integer id, or undefined. */
export function readId(params: URLSearchParams, name: string): number | undefined {
  const n = Number(params.get(name));
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** A copy of `params` with the given values set; undefined, "" and page 1 drop the key (short URLs). */
export function withParams(
  params: URLSearchParams,
  values: Record<string, string | number | boolean | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    const dropped = value === undefined || value === "" || value === false || (key === "page" && value === 1);
    if (dropped) next.delete(key);
    else next.set(key, value === true ? "1" : String(value));
  }
  return next;
}
