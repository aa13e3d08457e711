import { describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { hashToken } from "@ar/core";
import {
  call,
  createUser,
  queuedMailTo,
  runQueuedJobs,
  sessionCookieFrom,
  uniqueEmail,
  useApiServer,
  useSmtpServer,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-account-" });
const smtp = useSmtpServer();

const linkToken = (text: string) => text.match(/\/auth\/confirm\?token=([a-z2-7]+)/)?.[1];

describe("register → mail → confirm", () => {
  it("creates an unconfirmed user, mails a link through SMTP, and the link signs in once", async () => {
    const email = uniqueEmail("new");
    const res = await call(api.url, "POST", "/api/account/register", {
      body: { name: "  Ivan Petrov ", email, password: "secret-123", locale: "en" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email });
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ name: "Ivan Petrov", emailConfirmedAt: null, isAdmin: false });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    // The job was enqueued in the same transaction; the real task delivers it over SMTP.
    const mail = await queuedMailTo(smtp, email);
    expect(mail.subject).toBe("Confirm your e-mail address");
    const token = linkToken(mail.text ?? "");
    expect(token).toBeDefined();
    expect(mail.text).toContain(`${api.url}/auth/confirm?token=`);
    // Delivered mails keep no body at rest.
    const row = await getDb().mail.findFirstOrThrow({ where: { to: email } });
    expect(row.sentAt).not.toBeNull();
    expect(row.text).toBeNull();

    const confirmed = await call(api.url, "POST", "/api/account/confirm-mail", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email, name: "Ivan Petrov" });
    expect(confirmed.body.token).toMatch(/^[a-z2-7]{32}$/);
    expect(sessionCookieFrom(confirmed.headers)).toBeDefined();
    expect((await call(api.url, "GET", "/api/account", { token: confirmed.body.token })).body.email).toBe(email);

    const again = await call(api.url, "POST", "/api/account/confirm-mail", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({ token: "invalid" });

    // And the password now works for sign-in.
    expect(
      (await call(api.url, "POST", "/api/account/login", { body: { email, password: "secret-123" } })).status,
    ).toBe(200);
  });

  it("the Russian mail is in Russian", async () => {
    const email = uniqueEmail("ru");
    await call(api.url, "POST", "/api/account/register", { body: { name: "Анна", email, password: "secret-123" } });
    const mail = await queuedMailTo(smtp, email);
    expect(mail.subject).toBe("Подтвердите адрес электронной почты");
    expect(mail.text).toContain("Здравствуйте!");
  });

  it("the mail to the unconfirmed address carries none of the registrant's text (their name)", async () => {
    const email = uniqueEmail("spam");
    const name = "Win a prize at https://evil.example/claim";
    expect(
      (
        await call(api.url, "POST", "/api/account/register", {
          body: { name, email, password: "secret-123", locale: "en" },
        })
      ).status,
    ).toBe(200);
    const queued = await getDb().mail.findFirstOrThrow({ where: { to: email } });
    expect(`${queued.subject}\n${queued.text}\n${queued.html}`).not.toMatch(/prize|evil\.example/);
    const mail = await queuedMailTo(smtp, email);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/prize|evil\.example/);
  });

  it("an expired token is refused", async () => {
    const email = uniqueEmail("late");
    await call(api.url, "POST", "/api/account/register", { body: { name: "Late", email, password: "secret-123" } });
    const token = linkToken((await queuedMailTo(smtp, email)).text ?? "")!;
    await getDb().emailConfirmationToken.update({
      where: { id: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const res = await call(api.url, "POST", "/api/account/confirm-mail", { body: { token } });
    expect(res.status).toBe(400);
    expect((await getDb().user.findUniqueOrThrow({ where: { email } })).emailConfirmedAt).toBeNull();
  });

  it("two concurrent confirmations: exactly one wins", async () => {
    const email = uniqueEmail("race");
    await call(api.url, "POST", "/api/account/register", { body: { name: "Race", email, password: "secret-123" } });
    const token = linkToken((await queuedMailTo(smtp, email)).text ?? "")!;
    const results = await Promise.all(
      [1, 2, 3].map(() => call(api.url, "POST", "/api/account/confirm-mail", { body: { token } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it("unknown or missing tokens are refused", async () => {
    expect((await call(api.url, "POST", "/api/account/confirm-mail", { body: { token: "abc" } })).status).toBe(400);
    const missing = await call(api.url, "POST", "/api/account/confirm-mail", { body: {} });
    expect(missing.body.error.fields).toEqual({ token: "required" });
  });
});

describe("register validation", () => {
  it("required fields, e-mail shape, password length", async () => {
    const res = await call(api.url, "POST", "/api/account/register", { body: { name: " ", email: "", password: "" } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: "required", email: "required", password: "required" });
    const bad = await call(api.url, "POST", "/api/account/register", {
      body: { name: "A", email: "not-an-email", password: "short" },
    });
    expect(bad.body.error.fields).toEqual({ email: "email", password: "min_length" });
  });

  it("a duplicate e-mail is 409 with a field error and changes nothing", async () => {
    const { user } = await createUser();
    const before = await getDb().user.count();
    const res = await call(api.url, "POST", "/api/account/register", {
      body: { name: "Dup", email: user.email.toUpperCase(), password: "secret-123" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "CONFLICT", fields: { email: "taken" } });
    expect(await getDb().user.count()).toBe(before);
    expect(await getDb().mail.count({ where: { to: user.email } })).toBe(0);
  });
});

describe("registration switch", () => {
  it("REGISTRATION_ALLOWED=false: data says so and register is 403", async () => {
    setEnvVar("REGISTRATION_ALLOWED", "false");
    try {
      expect((await call(api.url, "GET", "/api/account/data")).body.registerAllowed).toBe(false);
      const res = await call(api.url, "POST", "/api/account/register", {
        body: { name: "No", email: uniqueEmail(), password: "secret-123" },
      });
      expect(res.status).toBe(403);
      const google = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken: "x" } });
      expect(google.status).toBe(403);
    } finally {
      setEnvVar("REGISTRATION_ALLOWED", "true");
    }
  });
});

describe("embedded mail default", () => {
  it("without SMTP_URL the job writes an .eml file to the outbox", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "ar-mail-"));
    setEnvVar("DATA_DIR", dataDir);
    setEnvVar("SMTP_URL", "");
    try {
      const email = uniqueEmail("outbox");
      await call(api.url, "POST", "/api/account/register", { body: { name: "Box", email, password: "secret-123" } });
      await runQueuedJobs();
      const files = await readdir(path.join(dataDir, "mail"));
      expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(1);
      const eml = await simpleParser(await readFile(path.join(dataDir, "mail", files[0]!)));
      expect(eml.to && "text" in eml.to ? eml.to.text : "").toBe(email);
      expect(linkToken(eml.text ?? "")).toMatch(/^[a-z2-7]{32}$/);
    } finally {
      setEnvVar("SMTP_URL", smtp.url);
    }
  });
});

describe("rate limits (per client IP)", () => {
  const ipOf = async () =>
    (await getDb().rateLimitEvent.findFirst({ orderBy: { id: "desc" }, select: { key: true } }))?.key;

  it("the 11th registration from one address within an hour is 429 with Retry-After and creates nothing", async () => {
    await getDb().rateLimitEvent.deleteMany({});
    for (let i = 0; i < 10; i++) {
      const r = await call(api.url, "POST", "/api/account/register", {
        body: { name: `R${i}`, email: uniqueEmail("rl"), password: "secret-123" },
      });
      expect(r.status).toBe(200);
    }
    const users = await getDb().user.count();
    const mails = await getDb().mail.count();
    const blocked = await call(api.url, "POST", "/api/account/register", {
      body: { name: "R11", email: uniqueEmail("rl"), password: "secret-123" },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await getDb().user.count()).toBe(users);
    expect(await getDb().mail.count()).toBe(mails);
    // Malformed input is refused before it counts (and still with its field errors).
    const bad = await call(api.url, "POST", "/api/account/register", { body: { name: "", email: "x", password: "1" } });
    expect(bad.status).toBe(400);

    // Attempts older than the window stop counting, and are pruned when the next one is recorded.
    await getDb().rateLimitEvent.updateMany({ data: { createdAt: new Date(Date.now() - 61 * 60 * 1000) } });
    const later = await call(api.url, "POST", "/api/account/register", {
      body: { name: "Later", email: uniqueEmail("rl"), password: "secret-123" },
    });
    expect(later.status).toBe(200);
    expect(await getDb().rateLimitEvent.count({ where: { action: "register" } })).toBe(1);
    await getDb().rateLimitEvent.deleteMany({});
  });

  it("20 wrong confirmation links from one address block the next try, even with a right token", async () => {
    await getDb().rateLimitEvent.deleteMany({});
    for (let i = 0; i < 20; i++) {
      const r = await call(api.url, "POST", "/api/account/confirm-mail", { body: { token: `wrong${i}` } });
      expect(r.status).toBe(400);
    }
    const ip = await ipOf();
    expect(await getDb().rateLimitEvent.count({ where: { action: "confirm-mail", key: ip } })).toBe(20);

    const email = uniqueEmail("rl-confirm");
    expect(
      (await call(api.url, "POST", "/api/account/register", { body: { name: "C", email, password: "secret-123" } }))
        .status,
    ).toBe(200);
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });
    const token = "abcdefghijklmnopqrstuvwxyz234567";
    await getDb().emailConfirmationToken.create({
      data: { id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    const blocked = await call(api.url, "POST", "/api/account/confirm-mail", { body: { token } });
    expect(blocked.status).toBe(429);
    expect((await getDb().user.findUniqueOrThrow({ where: { email } })).emailConfirmedAt).toBeNull();

    await getDb().rateLimitEvent.deleteMany({});
    expect((await call(api.url, "POST", "/api/account/confirm-mail", { body: { token } })).status).toBe(200);
  });
});
