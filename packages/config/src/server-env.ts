// The environment of the web app and the worker. Nothing outside this package reads process.env:
// everything else asks getServerEnv(). See the env table in README.md.
import path from "node:path";
import { z } from "zod";
import { locateRepoRoot } from "./find-repo-root";
import { booleanString, loadEnv, optionalUrl } from "./load-env";

const repoRoot = locateRepoRoot(import.meta.dirname);

export const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Default http://localhost:{PORT}, so the banner, mail links and the CSRF origin follow PORT. */
    APP_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
      .optional(),
    // Absolute, and a relative one is taken from the repository root, not from each process's
    // working directory (npm start runs the web app in apps/web and the worker in services/worker).
    DATA_DIR: z
      .string()
      .default(".data")
      .transform((dir) => path.resolve(repoRoot, dir)),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    REGISTRATION_ALLOWED: booleanString(true),
    COOKIE_SECURE: booleanString(false).optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("AR Console <no-reply@localhost>"),
    GOOGLE_CLIENT_ID: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
    GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
    /** Tells which client id an access token was issued for (userinfo does not say). */
    GOOGLE_TOKENINFO_URL: z.url().default("https://oauth2.googleapis.com/tokeninfo"),
    REPORT_PROBLEM_URL: z.url().default("https://t.me/ar_console_support"),
    TERMS_URL: z.url().default("https://example.com/terms"),
    OFFER_URL: z.url().default("https://example.com/offer"),
    PRIVACY_URL: z.url().default("https://example.com/privacy"),
    /** Trust X-Forwarded-For from this many proxies (0 = use the socket address). */
    // Where the web build lives, relative to apps/web: parallel e2e runs while developing use their own.
    WEB_BUILD_DIR: z
      .string()
      .regex(/^[\w.-]+$/)
      .default("build"),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    /** Base of the links printed in card QR codes ({base}/{cardId}); default {APP_URL}/w. */
    CARD_BASE_URL: optionalUrl,
    /** Base of the v2 card viewer; default CARD_BASE_URL. */
    CARD_V2_BASE_URL: optionalUrl,
    /**
     * The second provider domain offered by the wizard's domain selector (editors spec 6), a host
     * name; unset: the classic viewer's host when it differs from the v2 one, else none.
     */
    CARD_SECOND_DOMAIN: z
      .string()
      .optional()
      .transform((v) => v?.trim().toLowerCase() || undefined)
      .pipe(
        z
          .string()
          .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "must be a host name")
          .optional(),
      ),
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanString(true),
    /** Host of the AR viewer: a project's AR link is {host}/{projectId}; default APP_URL. */
    AR_VIEWER_URL: optionalUrl,
    /** Embed address of the wizard's tutorial video (e.g. a YouTube /embed/ link); unset hides it. */
    TUTORIAL_VIDEO_URL: optionalUrl,
    /** `sandbox` by default in development and tests; production must choose (see withPaymentRules). */
    PAYMENT_PROVIDER: z.enum(["sandbox", "yookassa"]).optional(),
    /** Overrides the sandbox webhook key each installation generates in DATA_DIR (core sandbox-webhook-secret.ts). */
    SANDBOX_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.string().min(32).optional()),
    YOOKASSA_SHOP_ID: z.string().optional(),
    YOOKASSA_SECRET_KEY: z.string().optional(),
    YOOKASSA_API_URL: z.url().default("https://api.yookassa.ru"),
    /** How long the wizard waits for the provider's confirmation of a payment the payment page reported before saying it is slow. */
    PAYMENT_CONFIRM_WAIT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    /** How often a worker records that it is alive, and after how long silence its jobs are freed. */
    WORKER_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
    WORKER_STALE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** An image print export of more pages is split into parts of at most this many, one job each (docs/decisions/0030). */
    PRINT_PART_PAGES: z.coerce.number().int().min(2).max(100_000).default(100),
    /** How long a publish waits for the worker to prepare missing marker-image targets before 409 markers not_ready (core image-targets). */
    IMAGE_TARGET_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(8_000),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
  })
  .transform((env) => ({ ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` }));

export type ServerEnv = z.infer<typeof serverEnvSchema> & {
  COOKIE_SECURE: boolean;
  MAIL_DIR: string;
  PAYMENT_PROVIDER: "sandbox" | "yookassa";
};

const withStorageRules = serverEnvSchema.superRefine((env, ctx) => {
  if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET)
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required when STORAGE_DRIVER=s3" });
});

// A production server never falls into test payments by default: the sandbox's "Pay" button
// marks orders paid without money, so outside development it must be chosen by name.
const withPaymentRules = withStorageRules.superRefine((env, ctx) => {
  if (env.NODE_ENV === "production" && !env.PAYMENT_PROVIDER) {
    ctx.addIssue({
      code: "custom",
      path: ["PAYMENT_PROVIDER"],
      message: "required when NODE_ENV=production: yookassa, or sandbox for test payments (no money is charged)",
    });
  }
});

let cached: ServerEnv | undefined;

/** Parsed once; a bad variable throws EnvError naming it. */
export function getServerEnv(): ServerEnv {
  if (cached) return cached;
  const env = loadEnv(withPaymentRules, process.env);
  cached = {
    ...env,
    // Secure cookies whenever the console is served over https, unless told otherwise.
    COOKIE_SECURE: env.COOKIE_SECURE ?? env.APP_URL.startsWith("https:"),
    MAIL_DIR: path.join(env.DATA_DIR, "mail"),
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? "sandbox",
  };
  return cached;
}

/** For tests and the start script, which set variables (e.g. the embedded DATABASE_URL) first. */
export function resetServerEnv(): void {
  cached = undefined;
}

export function requireDatabaseUrl(env: ServerEnv = getServerEnv()): string {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set (npm start sets it for the embedded PostgreSQL)");
  return env.DATABASE_URL;
}

/** Lets the start and test scripts hand a variable to the processes they spawn. */
export function setEnvVar(name: keyof z.input<typeof serverEnvSchema>, value: string): void {
  (process.env as Record<string, string>)[name] = value;
  cached = undefined;
}

export { repoRoot };
