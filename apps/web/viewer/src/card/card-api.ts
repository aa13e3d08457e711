// The public card doors (core/cards/public-card.ts and its neighbours). No cookies are sent (credentials: "omit"): the viewer is
// anonymous, and only the X-Wish-Token header says that this browser filled the card.
import type { MediaStatus, PublicCard, SaveWishAnswer, WishInput } from "./types";

/** An answer with the API's error body `{ error: { code, message, fields? } }`, or a lost network (status 0). */
export class CardApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "CardApiError";
  }
}

const base = (cardId: string) => `/api/public/cards/${encodeURIComponent(cardId)}`;

export async function errorOf(res: Response): Promise<CardApiError> {
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  } | null;
  const e = body?.error;
  return new CardApiError(res.status, e?.code ?? "HTTP_" + res.status, e?.message ?? res.statusText, e?.fields ?? {});
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: "omit", cache: "no-store" });
  } catch (e) {
    throw new CardApiError(0, "NETWORK", e instanceof Error ? e.message : String(e));
  }
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as T;
}

const tokenHeader = (token: string | null): Record<string, string> => (token ? { "X-Wish-Token": token } : {});

export function fetchCard(cardId: string, token: string | null): Promise<PublicCard> {
  return call<PublicCard>(base(cardId), { headers: { Accept: "application/json", ...tokenHeader(token) } });
}

/** Counts the open (the server keeps one view per visitor and day); a failure never blocks the page. */
export function recordView(cardId: string): Promise<void> {
  return fetch(`${base(cardId)}/view`, { method: "POST", credentials: "omit", keepalive: true }).then(
    () => undefined,
    () => undefined,
  );
}

export function fetchMediaStatus(cardId: string, mediaId: number, signal?: AbortSignal): Promise<MediaStatus> {
  return call<MediaStatus>(`${base(cardId)}/media/${mediaId}`, { headers: { Accept: "application/json" }, signal });
}

export function saveWish(cardId: string, token: string | null, input: WishInput): Promise<SaveWishAnswer> {
  return call<SaveWishAnswer>(`${base(cardId)}/wish`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...tokenHeader(token) },
    body: JSON.stringify(input),
  });
}

export const mediaUploadUrl = (cardId: string) => `${base(cardId)}/media`;
