// POST /api/cards/assets/{id}/items: multipart `file` (required), `altFile`, `preview`. Each part
// is streamed into storage under a server-made key while it arrives, with its size limit and a
// content check on its first bytes; any failure removes what was stored and writes no row.
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import { readMultipart, type FilePart } from "../uploads/read-multipart";
import type { SniffResult } from "../uploads/sniff-type";
import { storeSniffedUpload } from "../uploads/store-sniffed-upload";
import type { Actor } from "../auth/actor";
import { findEditablePack } from "./pack-access";
import { toItemDto, type PackItemDto } from "./pack-dto";
import { assertStoredGlbValid } from "../uploads/validate-glb";
import { baseNameOf, contentRule, extensionOf, maxBytesFor } from "./item-rules";

type Stored = { field: string; key: string; filename: string; type: SniffResult; size: number };

/** Each part goes through the shared sniffed-upload path, with the pack kind's rules and limit. */
async function storePart(packId: number, packType: "sticker" | "model", part: FilePart): Promise<Stored> {
  const kind = part.field === "preview" ? "preview" : packType;
  const allowed = contentRule(kind, part.field, part.filename);
  const { max, label } = maxBytesFor(kind);
  const stored = await storeSniffedUpload({
    part,
    keyBase: `packs/${packId}/${randomBytes(9).toString("hex")}`,
    max,
    label,
    allowed,
  });
  return { field: part.field, key: stored.key, filename: part.filename, type: stored.type, size: stored.size };
}

export async function addPackItem(opts: { actor: Actor; packId: number; request: Request }): Promise<PackItemDto> {
  const pack = await findEditablePack(opts.actor, opts.packId);
  const stored: Stored[] = [];
  const cleanup = () => Promise.allSettled(stored.map((s) => getStorage().delete(s.key)));
  try {
    await readMultipart(opts.request, {
      maxFileBytes: Math.max(maxBytesFor(pack.type).max, maxBytesFor("preview").max),
      fileFields: ["file", "altFile", "preview"],
      onFile: async (part) => void stored.push(await storePart(pack.id, pack.type, part)),
    });
    const file = stored.find((s) => s.field === "file");
    if (!file) throw new AppError("BAD_REQUEST", "Choose a file", { fields: { file: "required" } });
    if (pack.type === "model") await assertStoredGlbValid({ key: file.key, size: file.size, field: "file" });
    const alt = stored.find((s) => s.field === "altFile");
    if (alt && (pack.type !== "sticker" || baseNameOf(alt.filename) !== baseNameOf(file.filename))) {
      throw new AppError("BAD_REQUEST", "The alternative file must be the same sticker (same base name)", {
        fields: { altFile: "invalid" },
      });
    }
    const preview = stored.find((s) => s.field === "preview");
    return await saveItem(pack.id, file, alt, preview);
  } catch (e) {
    await cleanup();
    throw e;
  }
}

/** A mov and a webm with the same base name are one sticker: webm is the source, mov its alternative. */
async function saveItem(
  packId: number,
  file: Stored,
  alt: Stored | undefined,
  preview: Stored | undefined,
): Promise<PackItemDto> {
  const db = getDb();
  const ext = extensionOf(file.filename);
  if (!alt && (ext === "mov" || ext === "webm")) {
    const partner = ext === "mov" ? "webm" : "mov";
    const siblings = await db.assetPackItem.findMany({ where: { packId, altSrc: null } });
    const sibling = siblings.find(
      (s) =>
        s.originalName &&
        baseNameOf(s.originalName) === baseNameOf(file.filename) &&
        extensionOf(s.originalName) === partner,
    );
    if (sibling) {
      const data =
        ext === "mov" ? { altSrc: file.key } : { src: file.key, altSrc: sibling.src, originalName: file.filename };
      const row = await db.assetPackItem.update({
        where: { id: sibling.id },
        data: { ...data, ...(preview ? { previewSrc: preview.key } : {}) },
      });
      return toItemDto(row);
    }
  }
  const [src, altSrc] = alt && extensionOf(alt.filename) === "webm" ? [alt, file] : [file, alt];
  const row = await db.assetPackItem.create({
    data: {
      packId,
      src: src.key,
      altSrc: altSrc?.key ?? null,
      previewSrc: preview?.key ?? null,
      originalName: src.filename,
    },
  });
  return toItemDto(row);
}
