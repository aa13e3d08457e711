// The person's language follows the interface language chosen while signed in (issue 23): the
// switch stores it through POST /api/account/locale (tRPC account.setLocale), and the mails sent
// afterwards are in it. A language the app does not have is a field error and changes nothing.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { createUser, postAsClient, queuedMailTo, useApiServer, useSmtpServer, uniqueEmail } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-account-" });
const smtp = useSmtpServer();
const post = postAsClient(api);

async function signIn(email: string, password: string): Promise<string> {
  const res = await post("/api/account/login", { email, password });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const localeOf = async (id: number) =>
  (await getDb().user.findUniqueOrThrow({ where: { id }, select: { locale: true } })).locale;

describe("the person's language", () => {
  it("switching to English while signed in makes the next mail English, and back to Russian", async () => {
    const { user, password } = await createUser({ email: uniqueEmail("locale") });
    await getDb().user.update({ where: { id: user.id }, data: { locale: "ru" } });
    const token = await signIn(user.email, password);

    const res = await post("/api/account/locale", { locale: "en" }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ locale: "en" });
    expect(await localeOf(user.id)).toBe("en");

    await post("/api/account/forgot-password", { email: user.email });
    expect((await queuedMailTo(smtp, user.email)).subject).toBe("Reset your password");

    expect((await post("/api/account/locale", { locale: "ru" }, { token })).status).toBe(200);
    expect(await localeOf(user.id)).toBe("ru");
  });

  it("refuses a language the app does not have, naming the field; needs a session", async () => {
    const { user, password } = await createUser({ email: uniqueEmail("locale-bad") });
    await getDb().user.update({ where: { id: user.id }, data: { locale: "ru" } });
    const token = await signIn(user.email, password);
    const bad = await post("/api/account/locale", { locale: "de" }, { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["locale"]);
    expect((await post("/api/account/locale", { locale: "en" })).status).toBe(401);
    expect(await localeOf(user.id)).toBe("ru");
  });
});
