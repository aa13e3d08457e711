// Streams a store-only zip (JPEGs do not compress) to a Writable, one entry at a time.
//
// archiver writes a stored Buffer entry straight into its internal stream and reports the
// entry done at once, whatever the destination's pace; appending a whole batch would then
// queue every page in memory behind a slow upload. `add` therefore waits until the archive
// has passed on all but HIGH_WATER bytes, so peak memory does not grow with the batch.

import { finished } from "node:stream/promises";
import type { Writable } from "node:stream";
import { ZipArchive } from "archiver";

const HIGH_WATER = 8 * 1024 * 1024;

export class ZipSink {
  private readonly archive = new ZipArchive({ store: true });
  private readonly done: Promise<void>;
  private appended = 0;
  private emitted = 0;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly out: Writable) {
    this.archive.on("data", (chunk: Buffer) => {
      this.emitted += chunk.length;
      if (this.appended - this.emitted <= HIGH_WATER) this.release();
    });
    this.archive.on("error", (error) => this.fail(error));
    this.archive.pipe(out);
    this.done = finished(out);
    this.done.catch((error: Error) => this.fail(error));
  }

  async add(name: string, data: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    this.archive.append(data, { name });
    this.appended += data.length;
    while (!this.failure && this.appended - this.emitted > HIGH_WATER) {
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    if (this.failure) throw this.failure;
  }

  /** Writes the central directory and waits until the destination has everything. */
  async finish(): Promise<void> {
    if (this.failure) throw this.failure;
    await this.archive.finalize();
    await this.done;
  }

  private release(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.release();
  }
}
