// Deleting an account (admin): the person and everything that is only theirs go — rows and the
// files in storage (uploads, print exports, pack files, project assets, ARKit models, alpha
// videos) — while what others rely on stays (docs/decisions/0019):
// - payments and orders are financial records: kept, with userId (and the order's collection)
//   set NULL by the foreign keys; the admin payments list shows "Deleted account";
// - a pack of theirs that others have or attach is retired, not deleted (retire-pack.ts).
import { withTransaction, type Tx } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { SessionUser } from "../auth/sessions";
import { getLogger } from "../log/logger";
import { deletePackFolders } from "../packs/pack-commands";
import { deleteOrRetirePack, purgeUnusedRetiredPacks } from "../packs/retire-pack";
import { getStorage } from "../storage/get-storage";
import { audit } from "./audit";

/** The storage folders of everything the account owns (each folder belongs to one object). */
async function ownedFolders(tx: Tx, userId: number): Promise<string[]> {
  const [collections, exports, projects, encodes] = [
    await tx.cardCollection.findMany({ where: { userId }, select: { id: true } }),
    await tx.printExport.findMany({ where: { collection: { userId } }, select: { id: true } }),
    await tx.arProject.findMany({ where: { ownerId: userId }, select: { id: true } }),
    await tx.alphaEncode.findMany({ where: { userId }, select: { id: true } }),
  ];
  return [
    ...collections.map((c) => `collections/${c.id}`),
    ...exports.map((e) => `print-exports/${e.id}`),
    ...projects.map((p) => `projects/${p.id}`),
    ...encodes.map((e) => `alpha/${e.id}`),
    `arkit/u${userId}`,
  ];
}

export async function deleteAccount(opts: { admin: SessionUser; userId: number }): Promise<{ deleted: true }> {
  if (opts.userId === opts.admin.id) throw new AppError("BAD_REQUEST", "You cannot delete your own account");
  const { folders, deletedPacks } = await withTransaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: opts.userId },
      select: { id: true, email: true, name: true },
    });
    if (!user) throw notFound("Account not found");
    const folders = await ownedFolders(tx, user.id);
    const deletedPacks: number[] = [];
    for (const pack of await tx.assetPack.findMany({
      where: { authorId: user.id },
      select: { id: true, authorId: true },
    })) {
      if ((await deleteOrRetirePack(tx, pack, { ignoreAuthorCollections: true })) === "deleted")
        deletedPacks.push(pack.id);
    }
    // Retired packs of others that only this account still had or attached go with it.
    const held = await tx.assetPack.findMany({
      where: {
        deletedAt: { not: null },
        OR: [{ owners: { some: { userId: user.id } } }, { collections: { some: { collection: { userId: user.id } } } }],
      },
      select: { id: true },
    });
    // No foreign key: an encoding row would outlive its user (its job then finds it gone).
    await tx.alphaEncode.deleteMany({ where: { userId: user.id } });
    await tx.user.delete({ where: { id: user.id } });
    deletedPacks.push(
      ...(await purgeUnusedRetiredPacks(
        tx,
        held.map((p) => p.id),
      )),
    );
    await audit(tx, opts.admin, {
      action: "account.delete",
      targetType: "User",
      targetId: user.id,
      changes: { email: user.email, name: user.name },
    });
    return { folders, deletedPacks };
  });
  // Files after the rows (a failure leaves unreferenced files, never rows without files); a job
  // still writing into one of these folders discards its output when it finds its row gone.
  const results = await Promise.allSettled(folders.map((f) => getStorage().deleteUnder(f)));
  for (const r of results)
    if (r.status === "rejected") getLogger().warn({ err: r.reason, userId: opts.userId }, "account files not deleted");
  await deletePackFolders(deletedPacks);
  return { deleted: true };
}
