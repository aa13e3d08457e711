// Admins list every pack (issue 23), not only their own, filtered by kind, access and owner (start
// of the owner's name or e-mail), so a creator's pack can be found and made public. Retired packs
// (deleted by their author, still used) are not listed: they can no longer be made public.
import { z } from "zod";
import { getDb, type Prisma } from "@ar/db";
import { forbidden } from "../errors/app-error";
import type { Actor } from "../auth/actor";

export const ALL_PACKS_PAGE_SIZE = 25;

export const listAllPacksInput = z.object({
  type: z.enum(["sticker", "model"]).optional(),
  access: z.enum(["private", "public"]).optional(),
  owner: z.string().trim().max(200).optional(),
  page: z.number().int().min(1).max(1_000_000).default(1),
});

export type AdminPackDto = {
  id: number;
  type: "sticker" | "model";
  name: string;
  authorName: string | null;
  owner: { id: number; name: string; email: string } | null;
  public: boolean;
  itemsCount: number;
  createdAt: string;
};

export async function listAllPacks(opts: {
  actor: Actor;
  input: unknown;
}): Promise<{ data: AdminPackDto[]; pageCount: number }> {
  if (!opts.actor.isAdmin) throw forbidden();
  const { type, access, owner, page } = listAllPacksInput.parse(opts.input ?? {});
  const where: Prisma.AssetPackWhereInput = {
    deletedAt: null,
    ...(type ? { type } : {}),
    ...(access ? { public: access === "public" } : {}),
    ...(owner
      ? {
          author: {
            OR: [
              { name: { startsWith: owner, mode: "insensitive" } },
              { email: { startsWith: owner, mode: "insensitive" } },
            ],
          },
        }
      : {}),
  };
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.assetPack.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ALL_PACKS_PAGE_SIZE,
      take: ALL_PACKS_PAGE_SIZE,
      select: {
        id: true,
        type: true,
        name: true,
        authorName: true,
        public: true,
        createdAt: true,
        author: { select: { id: true, name: true, email: true } },
        _count: { select: { items: true } },
      },
    }),
    db.assetPack.count({ where }),
  ]);
  return {
    data: rows.map((p) => ({
      id: p.id,
      type: p.type,
      name: p.name,
      authorName: p.authorName,
      owner: p.author,
      public: p.public,
      itemsCount: p._count.items,
      createdAt: p.createdAt.toISOString(),
    })),
    pageCount: Math.max(1, Math.ceil(total / ALL_PACKS_PAGE_SIZE)),
  };
}
