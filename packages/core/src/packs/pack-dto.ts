import { fileUrl } from "../files/file-url";

export type PackItemDto = { id: number; src: string; previewSrc: string | null; altSrc: string | null; name: string | null };
export type PackDto = {
  id: number;
  type: "sticker" | "model";
  name: string;
  authorName: string | null;
  authorId: number;
  public: boolean;
  itemsCount: number;
  previewSrc: string | null;
  owned: boolean;
};

type PackRow = { id: number; type: "sticker" | "model"; name: string; authorName: string | null; authorId: number; public: boolean; previewSrc: string | null; _count: { items: number }; items: { previewSrc: string | null; src: string }[] };

export const packSelect = {
  id: true, type: true, name: true, authorName: true, authorId: true, public: true, previewSrc: true,
  _count: { select: { items: true } },
  items: { select: { previewSrc: true, src: true }, orderBy: { id: "asc" as const }, take: 1 },
};

export function toPackDto(row: PackRow, owned: boolean): PackDto {
  const first = row.items[0];
  return {
    id: row.id, type: row.type, name: row.name, authorName: row.authorName, authorId: row.authorId, public: row.public,
    itemsCount: row._count.items,
    previewSrc: fileUrl(row.previewSrc ?? first?.previewSrc ?? (row.type === "sticker" ? first?.src : null)),
    owned,
  };
}

export function toItemDto(row: { id: number; src: string; previewSrc: string | null; altSrc: string | null; originalName: string | null }): PackItemDto {
  return { id: row.id, src: fileUrl(row.src)!, previewSrc: fileUrl(row.previewSrc), altSrc: fileUrl(row.altSrc), name: row.originalName };
}
