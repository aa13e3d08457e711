// Checks what a stream really is from its first bytes (file-type), before any of it is stored:
// the extension alone is not trusted.
import { Transform } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../errors/app-error";

const SNIFF_BYTES = 4100;

export type SniffResult = { ext: string; mime: string };

/** A pass-through that holds back the first bytes until their type is known and allowed. */
export function sniffType(opts: {
  field: string;
  allowed: (t: SniffResult | undefined) => SniffResult | null;
  onType: (t: SniffResult) => void;
}) {
  let head: Buffer[] = [];
  let headLength = 0;
  let decided = false;
  const decide = async (stream: Transform) => {
    decided = true;
    const buffer = Buffer.concat(head);
    head = [];
    // One refusal for an empty file at every upload door (not "wrong type", which it is not).
    if (buffer.length === 0)
      throw new AppError("BAD_REQUEST", "The file is empty (0 bytes)", { fields: { [opts.field]: "empty" } });
    const detected = await fileTypeFromBuffer(buffer);
    const accepted = opts.allowed(detected ? { ext: detected.ext, mime: detected.mime } : undefined);
    if (!accepted)
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        `The file's content is not an allowed type${detected ? ` (it is ${detected.ext})` : ""}`,
        { fields: { [opts.field]: "type" } },
      );
    opts.onType(accepted);
    stream.push(buffer);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (decided) return done(null, chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < SNIFF_BYTES) return done();
      decide(this).then(() => done(), done);
    },
    flush(done) {
      if (decided) return done();
      decide(this).then(() => done(), done);
    },
  });
}
