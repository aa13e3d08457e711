// S3-compatible driver (@aws-sdk/client-s3). Uploads are streamed with a multipart upload when
// the size is unknown, so a large file never sits in memory; the object appears only once the
// upload completes. Tests run it against a real S3-compatible server on loopback (s3rver).
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { PassThrough, Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, type ObjectStorage, type StoredObjectMeta } from "./object-storage";

export type S3StorageOptions = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

function isNotFound(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === "NotFound" || err?.name === "NoSuchKey" || err?.$metadata?.httpStatusCode === 404;
}

/** Passes bytes `start`..`end` (inclusive) of the stream through and drops the rest. */
function sliceBytes(start: number, end: number): Transform {
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const from = Math.max(start - offset, 0);
      const to = Math.min(end + 1 - offset, chunk.length);
      offset += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  constructor(private readonly opts: S3StorageOptions) {
    this.client = new S3Client({
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
    });
  }

  async put(
    key: string,
    body: Readable | Buffer,
    meta: { contentType: string; originalName?: string },
  ): Promise<StoredObjectMeta> {
    assertValidKey(key);
    // The body goes through our own pipe so that an error of the source (a client that went away,
    // a size limit) reaches the upload, which then aborts: no object and no stray parts remain.
    const source = Buffer.isBuffer(body) ? undefined : new PassThrough();
    const piping = source ? pipeline(body as Readable, source) : Promise.resolve();
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.opts.bucket,
        Key: key,
        Body: source ?? body,
        ContentType: meta.contentType,
        ...(meta.originalName ? { Metadata: { "original-name": encodeURIComponent(meta.originalName) } } : {}),
      },
      queueSize: 2,
      partSize: 8 * 1024 * 1024,
    });
    const [uploaded] = await Promise.allSettled([upload.done(), piping]);
    const piped = await piping.then(
      () => null,
      (e: unknown) => e,
    );
    if (piped) {
      await upload.abort().catch(() => undefined);
      throw piped;
    }
    if (uploaded.status === "rejected") throw uploaded.reason;
    const stored = await this.stat(key);
    if (!stored) throw new Error(`object missing after upload: ${key}`);
    return stored;
  }

  async stat(key: string): Promise<StoredObjectMeta | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      const originalName = head.Metadata?.["original-name"];
      return {
        contentType: head.ContentType ?? "application/octet-stream",
        size: Number(head.ContentLength ?? 0),
        etag: head.ETag ?? `"${key}"`,
        ...(originalName ? { originalName: decodeURIComponent(originalName) } : {}),
      };
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async get(key: string) {
    assertValidKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      const meta = await this.stat(key);
      if (!meta || !res.Body) return null;
      return { ...meta, body: res.Body as Readable };
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async getRange(key: string, start: number, end: number) {
    assertValidKey(key);
    try {
      // The stat comes from the same GET (Content-Range carries the whole size), not a second HEAD.
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: key, Range: `bytes=${start}-${end}` }),
      );
      if (!res.Body) return null;
      // A store may send more than was asked: the whole object (HTTP allows ignoring Range) or a
      // longer range (s3rver reads "bytes=0-0" as "from 0 on"); the asked bytes are cut out here.
      const sent = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? "");
      const [sentStart, sentEnd, total] = sent
        ? [Number(sent[1]), Number(sent[2]), Number(sent[3])]
        : [0, Number(res.ContentLength ?? 0) - 1, Number(res.ContentLength ?? 0)];
      if (sentStart > start || sentEnd < end)
        throw new Error(`storage sent bytes ${sentStart}-${sentEnd} for ${start}-${end} of ${key}`);
      const exact = sentStart === start && sentEnd === end;
      const body = exact
        ? (res.Body as Readable)
        : (res.Body as Readable).pipe(sliceBytes(start - sentStart, end - sentStart));
      const originalName = res.Metadata?.["original-name"];
      return {
        contentType: res.ContentType ?? "application/octet-stream",
        size: total,
        etag: res.ETag ?? `"${key}"`,
        ...(originalName ? { originalName: decodeURIComponent(originalName) } : {}),
        body,
      };
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async getBuffer(key: string): Promise<Buffer | null> {
    const obj = await this.get(key);
    if (!obj) return null;
    const chunks: Buffer[] = [];
    for await (const c of obj.body) chunks.push(Buffer.from(c as Uint8Array));
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  async deleteUnder(prefix: string): Promise<void> {
    assertValidKey(prefix);
    // Each listed page (at most 1,000 keys) is one DeleteObjects call; listing again from the
    // start after each delete also catches an object written meanwhile.
    for (;;) {
      const listed = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix: `${prefix}/` }),
      );
      const keys = (listed.Contents ?? []).map((o) => o.Key).filter((k): k is string => Boolean(k));
      if (keys.length === 0) return;
      const deleted = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.opts.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = deleted.Errors?.[0];
      if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code ?? "error"}`);
    }
  }
}
