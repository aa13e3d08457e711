// The sticker-pack and 3D-model-pack screens (spec 2): the user's packs of one type, "Add pack"
// (public packs), "Create custom pack", and the pack view.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/use-root-data";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { AddPackDialog } from "./add-pack-dialog";
import { CreatePackDialog } from "./create-pack-dialog";
import type { PackType } from "./pack-files";
import { PackTile } from "./pack-tile";
import { PackViewDialog } from "./pack-view-dialog";
import type { Pack } from "./packs-api";

const TEXT = {
  sticker: { title: "packs.stickersTitle", intro: "packs.stickersIntro" },
  model: { title: "packs.modelsTitle", intro: "packs.modelsIntro" },
} as const;

export function PacksPage({ type }: { type: PackType }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const utils = trpc.useUtils();
  const mine = trpc.packs.listMine.useQuery({ type });
  const [dialog, setDialog] = useState<"add" | "create" | null>(null);
  const [viewing, setViewing] = useState<Pack | null>(null);
  if (!user) return null;

  const refreshLists = () => Promise.all([utils.packs.listMine.invalidate(), utils.packs.listPublic.invalidate()]);
  const packChanged = (pack: Pack) => {
    setViewing((v) => (v?.id === pack.id ? pack : v));
    // The answer is the pack as it now is: shown at once, before the lists are fetched again.
    const swap = (list: Pack[] | undefined) => list?.map((p) => (p.id === pack.id ? pack : p));
    utils.packs.listPublic.setData({ type }, swap);
    utils.packs.listMine.setData({ type }, swap);
    void refreshLists();
  };

  let body;
  if (mine.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" />
        {t("packs.loading")}
      </p>
    );
  } else if (mine.isError) {
    body = <Alert tone="error">{t("packs.loadFailed")}</Alert>;
  } else if (mine.data.length === 0) {
    body = (
      <p
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500"
        data-testid="packs-empty"
      >
        {t("packs.empty")}
      </p>
    );
  } else {
    body = (
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-4" data-testid="my-packs">
        {mine.data.map((pack) => (
          <PackTile key={pack.id} pack={pack} isAdmin={user.isAdmin} onOpen={setViewing} onChanged={packChanged} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(TEXT[type].title)}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-500">{t(TEXT[type].intro)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog("add")} data-testid="add-pack">
            {t("packs.addPack")}
          </Button>
          <Button onClick={() => setDialog("create")} data-testid="create-pack">
            {t("packs.createPack")}
          </Button>
        </div>
      </header>

      {body}

      <AddPackDialog
        type={type}
        open={dialog === "add"}
        onOpenChange={(open) => setDialog(open ? "add" : null)}
        onOpenPack={setViewing}
        onPackChanged={packChanged}
      />
      <CreatePackDialog
        type={type}
        open={dialog === "create"}
        onOpenChange={(open) => setDialog(open ? "create" : null)}
        onCreated={(pack) => {
          setDialog(null);
          setViewing(pack);
          void refreshLists();
        }}
      />
      <PackViewDialog
        pack={viewing}
        viewer={user}
        onClose={() => setViewing(null)}
        onPackChanged={packChanged}
        onItemsChanged={(packId) => {
          void utils.packs.items.invalidate({ packId });
          void refreshLists();
        }}
        onDeleted={() => {
          setViewing(null);
          void refreshLists();
        }}
      />
    </div>
  );
}
