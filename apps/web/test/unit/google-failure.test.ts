import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { en } from "@ar/i18n/en";
import { ru } from "@ar/i18n/ru";
import { googleFailureKey } from "../../app/lib/google-failure";

const refusal = (code: string, fields?: Record<string, string>) =>
  TRPCClientError.from({
    error: { message: "refused", code: -32003, data: { httpStatus: 403, error: { code, fields } } },
  });

describe("googleFailureKey", () => {
  it("names the refusals a person can act on, and is generic otherwise", () => {
    expect(googleFailureKey(refusal("FORBIDDEN", { email: "not_verified" }))).toBe("auth.googleUnverified");
    expect(googleFailureKey(refusal("CONFLICT", { email: "linked_elsewhere" }))).toBe("auth.googleLinkedElsewhere");
    expect(googleFailureKey(refusal("UNAUTHORIZED", { accessToken: "wrong_audience" }))).toBe("auth.googleFailed");
    expect(googleFailureKey(new Error("offline"))).toBe("auth.googleFailed");
  });

  it("every key it gives has a text in both languages", () => {
    for (const texts of [en, ru]) {
      for (const key of ["googleUnverified", "googleLinkedElsewhere", "googleFailed"] as const)
        expect(texts.auth[key]).toMatch(/\S/);
    }
  });
});
