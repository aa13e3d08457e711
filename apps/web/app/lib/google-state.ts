// Browser half of the Google state check (see google-state.server.ts for why it is readable here).
const COOKIE = "g_state";

export function readGoogleState(): string | undefined {
  const raw = document.cookie
    .split(";")
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${COOKIE}=`));
  return raw ? decodeURIComponent(raw.slice(COOKIE.length + 1)) : undefined;
}

/** The state is single use: dropped as soon as it has been compared. */
export function clearGoogleState(): void {
  document.cookie = `${COOKIE}=; Path=/auth; Max-Age=0; SameSite=Lax`;
}

/** access_token, state and error from the fragment the provider redirected back with. */
export function readGoogleFragment(hash: string): { accessToken?: string; state?: string; error?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return {
    accessToken: params.get("access_token") ?? undefined,
    state: params.get("state") ?? undefined,
    error: params.get("error") ?? undefined,
  };
}
