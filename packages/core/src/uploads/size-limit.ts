import { Transform } from "node:stream";
import { AppError } from "../errors/app-error";

/** Fails the stream the moment it passes `max` bytes, so nothing larger is ever stored. */
export function sizeLimit(opts: { field: string; max: number; label: string }) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > opts.max) {
        return done(
          new AppError("PAYLOAD_TOO_LARGE", `The file is larger than ${opts.label}`, {
            fields: { [opts.field]: "too_large" },
          }),
        );
      }
      done(null, chunk);
    },
  });
}
