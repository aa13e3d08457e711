// What the pack endpoints answer. A pack is built as JSON by PostgreSQL, for lists and single
// packs alike, so there is one rendering of it (docs/decisions/0010-hot-reads-in-sql.md).
import { fileUrl, fileUrlSql } from "../files/file-url";

export type PackItemDto = {
  id: number;
  src: string;
  previewSrc: string | null;
  altSrc: string | null;
  name: string | null;
};
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

/**
 * The packs `where` selects (a condition on the alias `p`) with their DTO as `dto`; `owned` is
 * whether user `$1` has the pack. The preview is the pack's own, else its first item's preview,
 * else (stickers only) the first item itself.
 */
export function packsSql(where: string): string {
  return `
    SELECT p.id, p."createdAt", json_build_object(
      'id', p.id, 'type', p.type, 'name', p.name, 'authorName', p."authorName", 'authorId', p."authorId", 'public', p.public,
      'itemsCount', (SELECT count(*) FROM "AssetPackItem" i WHERE i."packId" = p.id),
      'previewSrc', ${fileUrlSql(`coalesce(p."previewSrc", f."previewSrc", CASE WHEN p.type = 'sticker' THEN f.src END)`)},
      'owned', EXISTS (SELECT 1 FROM "UserAssetPack" o WHERE o."packId" = p.id AND o."userId" = $1)
    ) AS dto
    FROM "AssetPack" p
    LEFT JOIN LATERAL (SELECT i."previewSrc", i.src FROM "AssetPackItem" i WHERE i."packId" = p.id ORDER BY i.id LIMIT 1) f ON true
    WHERE ${where}`;
}

export function toItemDto(row: {
  id: number;
  src: string;
  previewSrc: string | null;
  altSrc: string | null;
  originalName: string | null;
}): PackItemDto {
  return {
    id: row.id,
    src: fileUrl(row.src)!,
    previewSrc: fileUrl(row.previewSrc),
    altSrc: fileUrl(row.altSrc),
    name: row.originalName,
  };
}
