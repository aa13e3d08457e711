// Streams a multipart/form-data request: each file part is handed to `onFile` as a stream while
// the request is still arriving (nothing is buffered whole), text fields are collected. A limit
// per file cuts the request off as soon as it is passed.
import busboy from "busboy";
import { Readable, type Readable as NodeReadable } from "node:stream";
import { AppError } from "../errors/app-error";
import { assertStorableField } from "../errors/storable-text";

export type FilePart = { field: string; filename: string; mimeType: string; stream: NodeReadable };

export async function readMultipart(
  request: Request,
  opts: { maxFileBytes: number; fileFields: string[]; maxFields?: number; onFile: (part: FilePart) => Promise<void> },
): Promise<{ fields: Record<string, string> }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") || !request.body) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the files as multipart/form-data");
  }
  // Field names are the client's: no inherited property may pass for one (constructor, __proto__).
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const tasks: Promise<void>[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      // +1 so that busboy's own cut-off never hides our limit check (which names the field).
      limits: {
        fileSize: opts.maxFileBytes + 1,
        files: opts.fileFields.length,
        fields: opts.maxFields ?? 20,
        fieldSize: 64 * 1024,
      },
    });
  } catch (e) {
    // busboy throws at once on a content type without a boundary.
    throw new AppError("BAD_REQUEST", `Malformed multipart body: ${(e as Error).message}`);
  }
  const done = new Promise<void>((resolve, reject) => {
    parser.on("file", (field, stream, info) => {
      if (!opts.fileFields.includes(field)) {
        stream.resume();
        return;
      }
      try {
        assertStorableField(field, info.filename ?? "");
      } catch (e) {
        stream.resume();
        return reject(e);
      }
      const task = opts.onFile({ field, filename: info.filename ?? "file", mimeType: info.mimeType, stream });
      // A failed file stops the upload at once; the rest of the body is not read.
      task.catch((e: unknown) => {
        stream.resume();
        reject(e);
      });
      tasks.push(task);
    });
    parser.on("field", (name, value) => {
      // Text PostgreSQL cannot hold (NUL, a lone surrogate from a UTF-16 part) is refused here,
      // naming the field, rather than failing later.
      try {
        assertStorableField(name, value);
        fields[name] = value;
      } catch (e) {
        reject(e);
      }
    });
    parser.on("error", (e) => reject(new AppError("BAD_REQUEST", `Malformed multipart body: ${(e as Error).message}`)));
    parser.on("close", () => resolve());
  });
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
  source.on("error", () => {});
  source.pipe(parser);
  try {
    await done;
    await Promise.all(tasks);
  } catch (e) {
    source.unpipe(parser);
    source.destroy();
    await Promise.allSettled(tasks);
    throw e;
  }
  return { fields };
}
