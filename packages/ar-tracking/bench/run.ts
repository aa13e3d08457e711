// npm run bench:tracking — figures for the README and docs/decisions/0020 (not a timed test):
//  (a) detection + pose per 640×480 frame in headless Chromium (median, p95; target median ≤ 12 ms)
//  (b) jitter on a still card, 200 noisy frames, px RMS of the projected corners before/after
//      smoothing (target ≤ 1 px after)
//  (c) the QR libraries side by side in node (time, frames found, corner error)
//  (d), (e) what smoothing costs on a moving card (lag) against what it saves on a still one
//  (f) the whole chain from Chromium's fake camera (a Y4M from makeCardVideo)
import { browserBench, fakeCameraBench } from "./browser-run";
import { compareLibraries } from "./libraries";
import { stillJitter } from "./jitter";
import { motionLag } from "./motion";
import { filterTradeoff } from "./filter-tuning";
import { makeCard, motionPoses, movingPoses, poseAt } from "./scenes";

const only = process.argv[2];
const card = makeCard();
const poses = movingPoses(card, 30);
const f = (v: number, d = 2) => (Number.isFinite(v) ? v.toFixed(d) : "—");

if (!only || only === "libraries") {
  console.log("\n(c) QR libraries in node, 30 frames of a moving card (3 passes):");
  console.log("library | frame | median ms | p95 ms | found | corner RMS px");
  for (const r of await compareLibraries(card, poses))
    console.log(
      `${r.name} | ${r.size} | ${f(r.medianMs)} | ${f(r.p95Ms)} | ${r.found} | ${r.cornerRmsPx === null ? "—" : f(r.cornerRmsPx)}`,
    );
}

if (!only || only === "jitter") {
  console.log("\n(b) jitter on a still card, 200 frames with sensor noise, px RMS of the projected code corners:");
  console.log("view | code px | noise σ | corners | found | raw | smoothed");
  const views = [
    { label: "card facing, 7 sides away", pose: poseAt(card, [0.1, 0.05, 0.02], 7) },
    { label: "card tilted 35°, 9 sides away", pose: poseAt(card, [0.6, -0.2, 0.3], 9) },
    { label: "card far, 11 sides away", pose: poseAt(card, [0.3, 0.1, -0.1], 11) },
  ];
  for (const v of views)
    for (const [sigma, refine] of [
      [4, false],
      [4, true],
      [10, true],
    ] as const) {
      const r = await stillJitter(card, v.pose, v.label, sigma, refine);
      console.log(
        `${r.label} | ${r.codePx} | ${r.sigma} | ${refine ? "refined" : "zxing's own"} | ${r.found}/200 | ${f(r.rawRmsPx, 3)} | ${f(r.smoothRmsPx, 3)}`,
      );
    }
}

if (!only || only === "filter") {
  console.log(
    "\n(d) hand-held motion, 90 frames at 30 fps, detected with noise σ 4: RMS px of the pose's code corners from the true ones:",
  );
  const m = await motionLag(card, motionPoses(card, 90));
  console.log(
    `found ${m.found}/${m.frames - 5} (after 5 warm-up frames); raw ${f(m.rawRmsPx, 3)} px, smoothed ${f(m.smoothRmsPx, 3)} px`,
  );
  console.log("\n(e) PoseFilter defaults on corners with 0.5 px noise (a real camera's order of magnitude):");
  const t = filterTradeoff(card);
  console.log(
    `still card jitter ${f(t.stillRaw, 3)} → ${f(t.still, 3)} px RMS; moving card error ${f(t.motionRaw, 3)} → ${f(t.motion, 3)} px RMS`,
  );
}

if (!only || only === "browser") {
  console.log(
    "\n(a) detection + pose per 640×480 frame, headless Chromium (worker, transfer included), 90 frames (3 s) of hand-held motion × 2 passes:",
  );
  const r = await browserBench(card, motionPoses(card, 90), 2);
  console.log(
    `median ${f(r.medianMs)} ms, p95 ${f(r.p95Ms)} ms (in the worker: median ${f(r.workerMedianMs)} ms); found ${r.found}/${r.frames};` +
      ` worker ready (wasm compiled) in ${f(r.firstReadyMs, 0)} ms; worker JS ${(r.workerJsBytes / 1024).toFixed(0)} KB, wasm ${(r.wasmBytes / 1024).toFixed(0)} KB`,
  );
}

if (!only || only === "camera") {
  console.log(
    "\n(f) Chromium's fake camera playing a Y4M of the card (makeCardVideo: 2 s still, then moved by hand) → getUserMedia → canvas → worker → pose:",
  );
  const c = await fakeCameraBench(card);
  console.log(
    `video ${c.video}; code found in ${c.found}/${c.frames} frames read; text ${JSON.stringify(c.texts)}; detect + pose median ${f(c.medianMs)} ms, p95 ${f(c.p95Ms)} ms`,
  );
}
