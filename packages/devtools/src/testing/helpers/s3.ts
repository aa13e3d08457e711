/// <reference path="./s3rver.d.ts" />
// A real S3-compatible server on loopback (s3rver), for the S3 storage driver's tests.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export async function startS3Server(bucket = "test-bucket") {
  const directory = await mkdtemp(path.join(os.tmpdir(), "ar-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
