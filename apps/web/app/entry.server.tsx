import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createServerI18n, getLocale } from "./i18n/i18next.server";
import { NonceContext } from "./lib/nonce";
import { markSignedInNoStore } from "./server/signed-in-no-store.server";

const ABORT_DELAY = 5_000;

/** Loader and action data of client navigations (single fetch), as signed-in as the documents. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  markSignedInNoStore(request, response.headers);
  return response;
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: { cspNonce?: string } = {},
) {
  markSignedInNoStore(request, headers);
  // Without server.ts (vite dev) there is no policy and no nonce.
  const nonce = loadContext.cspNonce;
  const i18n = await createServerI18n(await getLocale(request));
  const ready = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={context} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [ready]() {
          shellRendered = true;
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
