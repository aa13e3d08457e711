// One rule for every door that takes GLB models (pack models, AR-project assets and their
// replacements): a .glb whose bytes are no known format at all is a broken model (cut short,
// corrupted), not a file of the wrong type, so the refusal says it is damaged (issues 22, 23).
// Another format renamed .glb (a PNG, say) stays a type or kind refusal.
import { AppError } from "../errors/app-error";
import type { SniffResult } from "./sniff-type";

export const isGlbName = (filename: string) => /\.glb$/i.test(filename);

/** Throws 400 `fields: { [field]: "damaged" }` when a file named .glb has unrecognisable bytes. */
export function refuseDamagedGlb(filename: string, sniffed: SniffResult | undefined, field: string): void {
  if (!sniffed && isGlbName(filename))
    throw new AppError("BAD_REQUEST", "The file is damaged: it is not a GLB model", {
      fields: { [field]: "damaged" },
    });
}
