// A real SMTP server on loopback that keeps what it receives, parsed.
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { setEnvVar } from "@ar/config";
import { runQueuedJobs } from "./worker";

export type Inbox = {
  url: string;
  messages: ParsedMail[];
  waitFor: (to: string, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
};

export async function startSmtpServer(): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream).then((m) => {
        messages.push(m);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.server.address() as AddressInfo).port;
  const waitFor = async (to: string, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = messages.find((m) => JSON.stringify(m.to).includes(to));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A server for the test file, started by beforeAll and made the app's SMTP_URL; the object is filled in then. */
export function useSmtpServer(): Inbox {
  const inbox: Inbox = {
    url: "",
    messages: [],
    waitFor: () => Promise.reject(new Error("the SMTP server has not started")),
    close: async () => {},
  };
  beforeAll(async () => {
    Object.assign(inbox, await startSmtpServer());
    setEnvVar("SMTP_URL", inbox.url);
  });
  afterAll(() => inbox.close());
  return inbox;
}

/** The mail to `to` that the jobs waiting for the worker send: runs them here, then waits for it in `inbox`. */
export async function queuedMailTo(inbox: Inbox, to: string): Promise<ParsedMail> {
  await runQueuedJobs();
  return inbox.waitFor(to);
}
