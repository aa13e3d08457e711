// Types of the cards procedures the wizard uses, inferred from the API (a server change shows up
// here as a type error), and small readers of the collection's design data.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";
import type { Collection } from "../collections/collections-api";

type CardsOutputs = inferRouterOutputs<AppRouter>["cards"];

export type { Collection };
export type OrderStatus = CardsOutputs["orderStatus"];
export type BuyAnswer = CardsOutputs["buy"];
export type PriceAnswer = CardsOutputs["price"];

/** The collection's `data` as an object (the API keeps it free-form JSON). */
export function dataOf(collection: Pick<Collection, "data"> | null): Record<string, unknown> {
  const d = collection?.data;
  return d && typeof d === "object" && !Array.isArray(d) ? (d as Record<string, unknown>) : {};
}

type SideData = { width?: unknown; height?: unknown };

/** Width / height of the front design (data.frontside), used by the print dialog's linked card size. */
export function frontAspect(collection: Pick<Collection, "data">): number | null {
  const front = dataOf(collection).frontside as SideData | undefined;
  const w = Number(front?.width);
  const h = Number(front?.height);
  return w > 0 && h > 0 ? w / h : null;
}

/** The QR the check step shows: the v2 viewer link of a card (spec 7: type wishes_v2); the server adds the collection's domain. */
export function cardQrUrl(cardId: string, colors?: { dark: string; light: string }): string {
  const q = new URLSearchParams({ type: "wishes_v2" });
  if (colors) {
    q.set("dark-color", colors.dark);
    q.set("light-color", colors.light);
  }
  return `/api/qr/${encodeURIComponent(cardId)}.png?${q.toString()}`;
}

export type QrPlacement = {
  side: "front" | "back";
  src: string;
  width: number;
  height: number;
  x: number;
  y: number;
  size: number;
  colors?: { dark: string; light: string };
};

/** Where the design step put the QR (front first, else back), with that side's image: the check step draws the test card's QR there. */
export function qrPlacement(
  collection: Pick<Collection, "data" | "backgroundFrontSrc" | "backgroundBackSrc">,
): QrPlacement | null {
  const data = dataOf(collection);
  for (const side of ["front", "back"] as const) {
    const src = side === "front" ? collection.backgroundFrontSrc : collection.backgroundBackSrc;
    const raw = data[side === "front" ? "frontside" : "backside"] as
      | {
          width?: unknown;
          height?: unknown;
          qrPosition?: { x?: unknown; y?: unknown; size?: unknown } | null;
          qrColors?: { dark?: unknown; light?: unknown } | null;
        }
      | undefined;
    const width = Number(raw?.width);
    const height = Number(raw?.height);
    const p = raw?.qrPosition;
    if (
      !src ||
      !p ||
      !(width > 0) ||
      !(height > 0) ||
      typeof p.x !== "number" ||
      typeof p.y !== "number" ||
      typeof p.size !== "number" ||
      p.size <= 0
    )
      continue;
    const c = raw?.qrColors;
    const colors =
      c && typeof c.dark === "string" && typeof c.light === "string" ? { dark: c.dark, light: c.light } : undefined;
    return { side, src, width, height, x: p.x, y: p.y, size: p.size, ...(colors ? { colors } : {}) };
  }
  return null;
}
