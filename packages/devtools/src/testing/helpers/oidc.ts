// A local OpenID provider (oauth2-mock-server) standing in for Google: it issues real signed
// access tokens, and its userinfo endpoint answers only for tokens it issued. It also answers
// Google's tokeninfo endpoint (which oauth2-mock-server lacks): the client id a token was issued
// for (aud, azp), in Google's shape (numbers and booleans as strings).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";

/** The client id tokens are issued for unless a test names another; tests set GOOGLE_CLIENT_ID to it. */
export const OIDC_TEST_CLIENT_ID = "test-client";

export type Oidc = {
  userinfoUrl: string;
  tokeninfoUrl: string;
  authUrl: string;
  /** `claims` is what userinfo answers; `audience` the client the token was issued for. */
  issueToken: (claims: Record<string, unknown>, opts?: { audience?: string }) => Promise<string>;
  close: () => Promise<void>;
};

type Issued = { claims: Record<string, unknown>; audience: string };

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

function tokenInfoHandler(issued: Map<string, Issued>) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const token =
      req.method === "POST" ? (await readForm(req)).get("access_token") : url.searchParams.get("access_token");
    const found = token ? issued.get(token) : undefined;
    res.setHeader("content-type", "application/json");
    if (!found) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: "invalid_token", error_description: "Invalid Value" }));
      return;
    }
    const { claims, audience } = found;
    res.end(
      JSON.stringify({
        azp: audience,
        aud: audience,
        sub: claims.sub,
        scope: "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
        exp: String(Math.floor(Date.now() / 1000) + 3599),
        expires_in: "3599",
        ...(claims.email === undefined ? {} : { email: claims.email }),
        ...(claims.email_verified === undefined ? {} : { email_verified: String(claims.email_verified) }),
        access_type: "online",
      }),
    );
  };
}

export async function startOidcProvider(): Promise<Oidc> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  const issued = new Map<string, Issued>();
  service.on(
    "beforeUserinfo",
    (response: { statusCode: number; body: unknown }, req: { headers: Record<string, string | undefined> }) => {
      const token = req.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "";
      const found = issued.get(token);
      if (!found) {
        response.statusCode = 401;
        response.body = { error: "invalid_token" };
      } else {
        response.body = found.claims;
      }
    },
  );
  const tokenInfo = tokenInfoHandler(issued);
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith("/tokeninfo")) void tokenInfo(req, res);
    else service.requestHandler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.url = base;
  return {
    userinfoUrl: `${base}/userinfo`,
    tokeninfoUrl: `${base}/tokeninfo`,
    authUrl: `${base}/authorize`,
    issueToken: async (claims, opts = {}) => {
      const token = await issuer.buildToken({ scopesOrTransform: ["openid", "email", "profile"] });
      issued.set(token, { claims, audience: opts.audience ?? OIDC_TEST_CLIENT_ID });
      return token;
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
