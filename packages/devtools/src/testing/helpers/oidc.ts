// A local OpenID provider (oauth2-mock-server) standing in for Google: it issues real signed
// access tokens, and its userinfo endpoint answers only for tokens it issued.
import { OAuth2Server } from "oauth2-mock-server";

export type Oidc = { userinfoUrl: string; authUrl: string; issueToken: (claims: Record<string, unknown>) => Promise<string>; close: () => Promise<void> };

export async function startOidcProvider(): Promise<Oidc> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issued = new Map<string, Record<string, unknown>>();
  server.service.on("beforeUserinfo", (response: { statusCode: number; body: unknown }, req: { headers: Record<string, string | undefined> }) => {
    const token = req.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "";
    const claims = issued.get(token);
    if (!claims) {
      response.statusCode = 401;
      response.body = { error: "invalid_token" };
    } else {
      response.body = claims;
    }
  });
  const base = server.issuer.url!;
  return {
    userinfoUrl: `${base}/userinfo`,
    authUrl: `${base}/authorize`,
    issueToken: async (claims) => {
      const token = await server.issuer.buildToken({ scopesOrTransform: ["openid", "email", "profile"] });
      issued.set(token, claims);
      return token;
    },
    close: () => server.stop(),
  };
}
