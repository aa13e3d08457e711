// Speaks to a running console over HTTP the way the browser does: the session cookie it was
// given, and Origin / Sec-Fetch-Site on every request that changes something.
export type BrowserClient = {
  json: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read the JSON freely
  upload: (path: string, form: FormData) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
  get: (path: string) => Promise<Response>;
  signIn: (email: string, password: string) => Promise<void>;
};

export function browserClient(baseUrl: string): BrowserClient {
  let cookie = "";
  const headers = (method: string): Record<string, string> => ({
    ...(cookie ? { cookie } : {}),
    ...(method === "GET" ? {} : { origin: new URL(baseUrl).origin }),
    "sec-fetch-site": "same-origin",
  });
  const send = async (method: string, path: string, init: { body?: BodyInit; type?: string }) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers(method), ...(init.type ? { "content-type": init.type } : {}) },
      body: init.body,
    });
    const session = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("ar_session="));
    if (session) cookie = session;
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the assertion message
    }
    return { status: res.status, body: body as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
  };
  const client: BrowserClient = {
    json: (method, path, body) =>
      send(method, path, body === undefined ? {} : { body: JSON.stringify(body), type: "application/json" }),
    upload: (path, form) => send("POST", path, { body: form }),
    get: (path) => fetch(`${baseUrl}${path}`, { headers: headers("GET") }),
    signIn: async (email, password) => {
      const res = await client.json("POST", "/api/account/login", { email, password });
      if (res.status !== 200 || !cookie) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
    },
  };
  return client;
}
