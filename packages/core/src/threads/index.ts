// @ar/core/threads — Threads: running CPU-heavy work in a worker thread.
export * from "./run-in-thread";
