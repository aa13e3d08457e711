// A multipart POST with real upload progress. fetch() cannot report how much of a request body
// has been sent, XMLHttpRequest can (upload.onprogress), so uploads go through here.
// Same-origin, so the session cookie authenticates the call.

export type UploadProgress = { loaded: number; total: number; /** 0–100 */ percent: number };

/** The server's documented error body, when it sent one. */
export type UploadErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

export class UploadError extends Error {
  /** HTTP status; 0 when no answer arrived (network failure) or the upload was aborted. */
  readonly status: number;
  readonly body: UploadErrorBody | null;
  readonly aborted: boolean;
  constructor(status: number, body: UploadErrorBody | null, opts: { aborted?: boolean } = {}) {
    super(body?.error?.message ?? (opts.aborted ? "Upload aborted" : status ? `HTTP ${status}` : "Network error"));
    this.name = "UploadError";
    this.status = status;
    this.body = body;
    this.aborted = opts.aborted ?? false;
  }
  /** Field name → field error code from the body (e.g. `{ file: "invalid_glb" }`). */
  get fields(): Record<string, string> {
    return this.body?.error?.fields ?? {};
  }
}

export type UploadOptions = {
  url: string;
  body: FormData;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Resolves with the parsed JSON answer; rejects with an UploadError carrying status and body. */
export function uploadWithProgress<T = unknown>({ url, body, onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError(0, null, { aborted: true }));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const cleanup = () => signal?.removeEventListener("abort", onAbortSignal);

    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (!onProgress || !e.lengthComputable) return;
      onProgress({ loaded: e.loaded, total: e.total, percent: e.total > 0 ? (e.loaded / e.total) * 100 : 0 });
    };
    xhr.onload = () => {
      cleanup();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new UploadError(xhr.status, (data as UploadErrorBody | null) ?? null));
    };
    // The server may answer 413/415 and close the connection before the body is sent; some
    // browsers then report a network error instead of the answer, so status 0 also covers that.
    xhr.onerror = () => {
      cleanup();
      reject(new UploadError(0, null));
    };
    xhr.onabort = () => {
      cleanup();
      reject(new UploadError(0, null, { aborted: true }));
    };
    signal?.addEventListener("abort", onAbortSignal);
    xhr.send(body);
  });
}
