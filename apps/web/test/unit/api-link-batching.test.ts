// The browser's link must send alone what the server refuses in a batch, and batch no more than the
// server takes: otherwise sign-in breaks (a batch of one is still a batch) or big batches fail.
import { describe, expect, it } from "vitest";
import { MAX_BATCH_CALLS, UNBATCHABLE_PROCEDURES } from "@ar/api";
import { MAX_BATCH_ITEMS, SENT_ALONE } from "../../app/trpc/links";

describe("apiLink batching agrees with the server", () => {
  it("sends alone exactly the procedures the server will not batch", () => {
    expect([...SENT_ALONE].sort()).toEqual([...UNBATCHABLE_PROCEDURES].sort());
  });

  it("caps batches at the server's limit", () => {
    expect(MAX_BATCH_ITEMS).toBe(MAX_BATCH_CALLS);
  });
});
