import pino from "pino";
import { getServerEnv } from "@ar/config";

let logger: pino.Logger | undefined;

/** One structured logger per process; passwords and tokens are redacted wherever they appear. */
export function getLogger(): pino.Logger {
  logger ??= pino({
    level: getServerEnv().LOG_LEVEL,
    redact: [
      "*.password",
      "*.passwordHash",
      "*.token",
      "*.accessToken",
      "req.headers.authorization",
      "req.headers.cookie",
    ],
  });
  return logger;
}
