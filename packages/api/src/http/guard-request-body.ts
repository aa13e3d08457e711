// Whatever a handler does with a request body — reads it all, stops at a limit, never starts (a
// refusal before reading) — the client must receive the answer. Under Express + Remix,
// cancelling the body destroys the socket, and a client still uploading then sees a connection
// reset instead of the 413 (a 600 KB sticker over its 500 KB limit showed the browser's network
// error). So handlers get a guarded body whose cancel only lets go of it, and before the answer
// leaves, the rest of the body is read and discarded, up to DISCARD_BOUND_BYTES. Beyond that
// bound reading on costs more than the answer is worth: it goes out with Connection: close.
// (docs/decisions/0017-request-body-limits.md)

/** How much of an unread body is discarded to deliver the answer on an intact connection. */
export const DISCARD_BOUND_BYTES = 32 * 1024 * 1024;

export type GuardedRequest = {
  request: Request;
  /** Reads and discards what the handler left unread; the answer, closing the connection past the bound. */
  settle: (response: Response) => Promise<Response>;
};

function closing(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Connection", "close");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function guardRequestBody(request: Request): GuardedRequest {
  if (!request.body) return { request, settle: async (response) => response };
  const reader = request.body.getReader();
  let ended = false;
  let received = 0;
  let inFlight: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  // One read of the source at a time: Remix's Node adapter pauses the socket after each chunk and
  // resumes it when a read finds its queue empty, so a second read queued behind a pending one
  // (the handler's, when it let go mid-read) would wait forever.
  const read = async () => {
    while (inFlight) await inFlight.catch(() => undefined);
    inFlight = reader.read();
    try {
      const r = await inFlight;
      if (r.done) ended = true;
      else received += r.value.byteLength;
      return r;
    } finally {
      inFlight = null;
    }
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const r = await read();
        // (a chunk arriving after the handler let go is simply dropped)
        try {
          if (r.done) controller.close();
          else controller.enqueue(r.value);
        } catch {
          /* released by the handler */
        }
      },
      cancel() {
        // Let go only: the socket must stay open until the answer is written.
      },
    },
    { highWaterMark: 0 },
  );
  const guarded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
  return {
    request: guarded,
    async settle(response) {
      if (ended) return response;
      const declared = Number(request.headers.get("content-length") ?? NaN);
      if (declared - received > DISCARD_BOUND_BYTES) return closing(response);
      const start = received;
      try {
        while (!(await read()).done) if (received - start > DISCARD_BOUND_BYTES) return closing(response);
      } catch {
        return closing(response); // the client went away or broke the body
      }
      return response;
    },
  };
}
