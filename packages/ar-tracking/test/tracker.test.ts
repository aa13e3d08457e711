// The page ↔ worker path without a browser: the real worker module runs in this process behind a
// MessageChannel (which transfers and detaches ArrayBuffers like a Worker does), and loads the
// zxing .wasm by URL from a loopback server, as the viewer's worker does from its own build.
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { MessageChannel } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createQrTracker,
  intrinsics,
  mat3FromRotvec,
  markerUnitInCodeSides,
  projectPlane,
  UNIT_SQUARE,
  type Pose,
  type Quad,
} from "../src";
import { qrImage, renderWarpedFrame } from "../src/testing";

let server: Server;
let wasmUrl = "";
let requests = 0;
const channel = new MessageChannel();

beforeAll(async () => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
  server = createServer((_req, res) => {
    requests++;
    res.writeHead(200, { "content-type": "application/wasm" }).end(wasm);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  wasmUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/zxing_reader.wasm`;
  // The worker's global scope: what it posts goes out through port2, what it receives comes in there.
  const g = globalThis as unknown as {
    postMessage: (m: unknown, t: Transferable[]) => void;
    onmessage: ((ev: { data: unknown }) => void) | null;
  };
  g.postMessage = (m, t) => channel.port2.postMessage(m, t as never);
  channel.port2.on("message", (data) => g.onmessage?.({ data }));
  await import("../src/worker");
});
afterAll(() => {
  channel.port1.close();
  channel.port2.close();
  server.close();
});

function fakeWorker(): Worker {
  const w = {
    onmessage: null as ((ev: MessageEvent) => void) | null,
    onerror: null,
    postMessage: (m: unknown, t: Transferable[] = []) => channel.port1.postMessage(m, t as never),
    terminate: () => channel.port1.removeAllListeners("message"),
  };
  channel.port1.on("message", (data) => w.onmessage?.({ data } as MessageEvent));
  return w as unknown as Worker;
}

describe("createQrTracker with the worker entry", () => {
  it("loads the wasm from the given URL, transfers frames, finds the code and hands the buffer back", async () => {
    const tracker = createQrTracker({ worker: fakeWorker(), wasmUrl });
    await tracker.ready;
    expect(requests).toBe(1);

    const W = 640,
      H = 480,
      K = intrinsics(W, H);
    const img = qrImage("https://ar.example.com/42", { moduleSize: 8 });
    const pose: Pose = { R: mat3FromRotvec([0.4, -0.2, 0.1]), t: [0.1, 0, 3.2] };
    const frame = {
      data: renderWarpedFrame(img, pose, K, W, H, [100, 100, 100], { width: markerUnitInCodeSides(img.version) }),
      width: W,
      height: H,
    };

    const pending = tracker.detect(frame);
    expect(frame.data.byteLength).toBe(0); // transferred, not copied
    expect(tracker.busy).toBe(true);
    expect(await tracker.detect({ data: new Uint8Array(W * H), width: W, height: H })).toBeNull(); // one frame in flight
    const d = await pending;
    expect(d?.text).toBe("https://ar.example.com/42");
    expect(d?.version).toBe(img.version);
    expect(d?.ms).toBeGreaterThan(0);
    const truth = projectPlane(pose, K, UNIT_SQUARE) as Quad;
    d!.corners.forEach((p, i) => expect(Math.hypot(p[0] - truth[i]![0], p[1] - truth[i]![1])).toBeLessThan(1.5));
    expect(tracker.lastBuffer?.byteLength).toBe(W * H * 4);
    expect(tracker.busy).toBe(false);

    // A grey frame with no code: null, and the buffer comes back too.
    const grey = new Uint8Array(W * H).fill(200);
    expect(await tracker.detect({ data: grey, width: W, height: H })).toBeNull();
    expect(tracker.lastBuffer?.byteLength).toBe(W * H);
    tracker.dispose();
  });
});
