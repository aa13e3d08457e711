// Issue 19 §9: one user's slow GLB must not stall the worker for everyone. A real worker process
// (two jobs at once, as npm start runs it) optimises a GLB that passes every upload check yet takes
// many seconds to optimise; a mail enqueued meanwhile is still delivered promptly, while the model
// is still compressing. Before, the optimisation held the event loop and the mail waited for it.
import { afterAll, describe, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import { getDb, withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import {
  call,
  createUser,
  degenerateGlb,
  formData,
  useApiServer,
  startWorkerProcess,
  killWorkerProcess,
  until,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-not-stalled-" });
let worker: ChildProcess | undefined;
afterAll(async () => {
  if (worker) killWorkerProcess(worker);
  await api.close();
});

describe("a slow GLB does not stall the worker", () => {
  it("a mail enqueued while the GLB optimises is delivered promptly", async () => {
    const { user, password } = await createUser({ features: ["world"] });
    const token = (await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).body
      .token as string;
    const projectId = (await call(api.url, "POST", "/api/ar-projects/WORLD", { token, body: {} })).body.id as number;
    // 60,000 identical vertices: valid, within every cap, about 18 s to optimise on an idle machine.
    const uploaded = await fetch(`${api.url}/api/ar-projects/${projectId}/assets`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: formData({ file: { name: "slow.glb", data: degenerateGlb(60_000) } }),
    });
    expect(uploaded.status).toBe(200);
    const assetId = ((await uploaded.json()) as { id: number }).id;

    worker = startWorkerProcess(api.dataDir, { WORKER_CONCURRENCY: "2" });
    // The optimisation has started: its job is locked by the worker, and a moment has passed.
    await until(
      async () =>
        (
          await getDb().$queryRaw<
            { n: bigint }[]
          >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = 'media.compress' AND locked_at IS NOT NULL`
        )[0]!.n > 0n,
      60_000,
    );
    await new Promise((r) => setTimeout(r, 1_500));

    const mail = await getDb().mail.create({
      data: { to: "someone@example.com", subject: "Hello", text: "While a model optimises" },
    });
    const enqueuedAt = Date.now();
    await withTransaction((tx) => enqueue(tx, "send-email", { mailId: mail.id }));
    await until(async () => (await getDb().mail.findUniqueOrThrow({ where: { id: mail.id } })).sentAt, 30_000);
    const waited = Date.now() - enqueuedAt;
    const asset = await getDb().asset.findUniqueOrThrow({ where: { id: assetId } });
    expect({ waited: waited < 5_000, assetStillCompressing: asset.uploadStatus === "compressing" }).toEqual({
      waited: true,
      assetStillCompressing: true,
    });
  }, 120_000);
});
