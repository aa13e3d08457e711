import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nConfig } from "../../app/i18n/config";
import {
  collectionHref,
  isArchivedView,
  isUnpaid,
  orderHref,
  orderStatusKey,
  packSummary,
  pageOf,
  PAGE_SIZE,
  removalKind,
  removalWording,
} from "../../app/components/collections/list-model";
import { designFileError, DESIGN_IMAGE_MAX_BYTES } from "../../app/components/collections/image-files";
import { newRequestId } from "../../app/components/collections/request-id";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "en" });
});

describe("collection lists", () => {
  it("open classic collections in the classic editor and v2 ones in the wizard", () => {
    expect(collectionHref("classic", 5)).toBe("/cards/5");
    expect(collectionHref("v2", 5)).toBe("/cards-v2/5");
    expect(collectionHref("classic", "new")).toBe("/cards/new");
    expect(collectionHref("v2", "new")).toBe("/cards-v2/new");
  });

  it("send an unpaid order to the wizard's order step", () => {
    expect(isUnpaid("waitForPayment")).toBe(true);
    expect(isUnpaid("paid")).toBe(false);
    expect(isUnpaid("complete")).toBe(false);
    expect(orderHref(5, 31)).toBe("/cards-v2/5?order=31");
  });

  it("name known order statuses and leave others as sent", () => {
    expect(orderStatusKey("paid")).toBe("collections.orders.statuses.paid");
    expect(orderStatusKey("refunded")).toBeNull();
  });

  it("keep the archived view in the query string", () => {
    expect(isArchivedView(new URLSearchParams("archived=1"))).toBe(true);
    expect(isArchivedView(new URLSearchParams("archived=true"))).toBe(true);
    expect(isArchivedView(new URLSearchParams(""))).toBe(false);
    expect(isArchivedView(new URLSearchParams("archived=0"))).toBe(false);
  });

  it("show a thousand rows a page at a time", () => {
    const rows = Array.from({ length: 1000 }, (_, i) => i);
    expect(pageOf(rows, PAGE_SIZE)).toEqual({ rows: rows.slice(0, 50), remaining: 950 });
    expect(pageOf(rows, 1000).remaining).toBe(0);
    expect(pageOf(rows, 2000).rows).toHaveLength(1000);
    expect(pageOf([], PAGE_SIZE)).toEqual({ rows: [], remaining: 0 });
  });

  it("list the first three packs, then a count", () => {
    expect(packSummary([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(packSummary([1])).toEqual({ shown: [1], more: 0 });
  });
});

describe("delete or archive (platform spec 4)", () => {
  it("deletes a collection without cards and archives one with cards", () => {
    expect(removalKind(0)).toBe("delete");
    expect(removalKind(1)).toBe("archive");
    expect(removalKind(1000)).toBe("archive");
  });

  it("says in the confirm dialog which one will happen", () => {
    const t = i18n.getFixedT("en");
    const del = removalWording(0);
    expect(t(del.title)).toBe("Delete the collection?");
    expect(t(del.text, del.values)).toMatch(/has no cards, so it will be deleted/);
    expect(t(del.confirm)).toBe("Delete");
    const arch = removalWording(3);
    expect(t(arch.title)).toBe("Archive the collection?");
    expect(t(arch.text, arch.values)).toMatch(/has 3 cards, so it will be archived, not deleted/);
    expect(t(arch.confirm)).toBe("Archive");
    expect(t(removalWording(1).text, { count: 1 })).toMatch(/has 1 card,/);
  });

  it("uses Russian plural forms", () => {
    const t = i18n.getFixedT("ru");
    const text = (n: number) => t(removalWording(n).text, removalWording(n).values);
    expect(text(1)).toMatch(/1 открытка,/);
    expect(text(3)).toMatch(/3 открытки,/);
    expect(text(5)).toMatch(/5 открыток,/);
    expect(text(0)).toMatch(/нет открыток/);
  });
});

describe("design image files (editors spec 5)", () => {
  it("takes PNG and JPEG up to 10 MB", () => {
    expect(designFileError({ name: "a.png", type: "image/png", size: 10 })).toBeNull();
    expect(designFileError({ name: "a.jpg", type: "image/jpeg", size: DESIGN_IMAGE_MAX_BYTES })).toBeNull();
    expect(designFileError({ name: "a.JPEG", type: "", size: 10 })).toBeNull();
  });

  it("refuses other types and larger files", () => {
    expect(designFileError({ name: "a.gif", type: "image/gif", size: 10 })).toBe("collections.editor.errors.type");
    expect(designFileError({ name: "a.png", type: "application/pdf", size: 10 })).toBe(
      "collections.editor.errors.type",
    );
    expect(designFileError({ name: "a.png", type: "image/png", size: DESIGN_IMAGE_MAX_BYTES + 1 })).toBe(
      "collections.editor.errors.size",
    );
  });
});

describe("generation request ids", () => {
  it("fit the server's rule and differ each time", () => {
    const a = newRequestId();
    expect(a).toMatch(/^[\w-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
