// Hostile input: malformed requests derived from each tRPC procedure's zod input schema (every
// field missing, of the wrong type, huge, negative, fractional, unicode and control characters,
// lone UTF-16 surrogates, prototype keys, deep nesting), malformed bodies on the REST shims (wrong
// content types, broken and oversized JSON, JSON bombs), broken multipart uploads (truncated bodies,
// bytes that do not match the extension, path-traversal file names, lone surrogates in UTF-16 text
// fields and file names), and odd path parameters (prototype names such as constructor next to
// real ids, percent-encodings that are not UTF-8), and the e-mail change door with the right
// password beside each broken or odd address (hostile-input-account.ts), and the card viewer's
// anonymous wish upload and view/use events on real empty, filled, unpaid and archived cards
// (hostile-input-cards.ts). Over 1,000 requests
// per run. For every one: no 5xx, an error answer has the documented body, and an error changed
// no database row count and no stored file.
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@ar/core";
import { getDb } from "@ar/db";
import { emailChangeRequests } from "./hostile-input-account";
import { CARD_UPLOADS_PAST_THE_LOOKUP, cardDoorRequests, useHostileCards } from "./hostile-input-cards";
import { priceQueryRequests, restBodyRequests, trpcRequests } from "./hostile-input-json";
import { run, useHostileServer } from "./hostile-input-server";
import { multipartRequests, pathRequests } from "./hostile-input-uploads";

const h = useHostileServer();
const cards = useHostileCards(h);

describe("hostile input", () => {
  it("over 1,000 malformed requests: no 5xx, the documented error body, and nothing changed by a refused one", async () => {
    const requests = [
      ...trpcRequests(h),
      ...restBodyRequests(h),
      ...priceQueryRequests(h),
      ...multipartRequests(h),
      ...pathRequests(h),
      ...emailChangeRequests(h),
      ...cardDoorRequests(h, cards),
    ];
    expect(requests.length).toBeGreaterThan(1000);
    const { problems, errors, total } = await run(h, requests);
    expect(problems).toEqual([]);
    // Almost everything must be refused: a generator whose requests mostly pass would test nothing.
    expect(errors / total).toBeGreaterThan(0.9);
    // The e-mail change door was reached past validation, up to its per-account limit.
    const changes = await getDb().rateLimitEvent.count({
      where: { action: "email-change-account", key: String(h.owner.id) },
    });
    expect(changes).toBe(RATE_LIMITS["email-change-account"].limit);
    // The wish uploads on the empty card were refused by the body's checks, past the card lookup.
    const uploads = await getDb().rateLimitEvent.count({
      where: { action: "card-media-upload", key: { startsWith: "198.18." } },
    });
    expect(uploads).toBe(CARD_UPLOADS_PAST_THE_LOOKUP);
    expect(await getDb().cardMedia.count({ where: { cardId: { in: Object.values(cards) } } })).toBe(0);
  }, 600_000);
});
