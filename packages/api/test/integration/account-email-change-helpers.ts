// The e-mail change tests' server, inbox and steps (account-email-change*.test.ts): accounts in
// English, the mails found by recipient and subject, each request from a new client IP.
import { expect } from "vitest";
import { getDb } from "@ar/db";
import {
  call,
  clientIps,
  createUser,
  postAsClient,
  runQueuedJobs,
  useApiServer,
  useSmtpServer,
  uniqueEmail,
} from "@ar/devtools/testing";

export const SUBJECT = {
  link: "Confirm your new e-mail address",
  asked: "Someone asked to change your e-mail address",
  changed: "Your e-mail address was changed",
  taken: "This e-mail address is already registered",
  reset: "Reset your password",
};

export const tokenIn = (text: string | undefined, route: string) =>
  text?.match(new RegExp(`/auth/${route}\\?token=([a-z2-7]+)`))?.[1];

export const emailOf = async (id: number) => (await getDb().user.findUniqueOrThrow({ where: { id } })).email;

export type Account = { id: number; email: string; password: string; session: string };

/** A server and an SMTP inbox for the test file (started by beforeAll), and the steps on them. */
export function useEmailChangeServer(dataDirPrefix: string) {
  const api = useApiServer({ dataDirPrefix });
  const smtp = useSmtpServer();
  const post = postAsClient(api, clientIps("203.0.113."));
  const sentTo = (to: string) => smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);

  /** The mail to `to` with `subject`, once the queued jobs have sent it. */
  async function mail(to: string, subject: string) {
    await runQueuedJobs();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = sentTo(to).find((m) => m.subject === subject);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function signIn(email: string, password: string) {
    const res = await post("/api/account/login", { email, password });
    return res.status === 200 ? (res.body.token as string) : undefined;
  }

  const signedIn = async (token: string) => (await call(api.url, "GET", "/api/account", { token })).status === 200;

  /** An English-speaking account and a session of it. */
  async function account(prefix: string): Promise<Account> {
    const { user, password } = await createUser({ email: uniqueEmail(prefix) });
    await getDb().user.update({ where: { id: user.id }, data: { locale: "en" } });
    return { id: user.id, email: user.email, password, session: (await signIn(user.email, password))! };
  }

  const askChange = (a: Account, email: string, token = a.session) =>
    post("/api/account/change-email", { currentPassword: a.password, email }, { token });

  /** Asks for the change and returns the token of the link mailed to the new address. */
  async function changeLink(a: Account, email: string) {
    expect((await askChange(a, email)).status).toBe(200);
    return tokenIn((await mail(email, SUBJECT.link)).text, "confirm-email")!;
  }

  const confirm = (token: string, session?: string) =>
    post("/api/account/confirm-email-change", { token }, { token: session });

  const reset = (token: string, password: string) => post("/api/account/reset-password", { token, password });

  /** "Forgot password?" for `email`: the token of the link it mails. */
  async function resetLink(email: string) {
    await post("/api/account/forgot-password", { email });
    return tokenIn((await mail(email, SUBJECT.reset)).text, "reset-password")!;
  }

  return { post, sentTo, mail, signIn, signedIn, account, askChange, changeLink, confirm, reset, resetLink };
}
