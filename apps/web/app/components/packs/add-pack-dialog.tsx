// "Add pack": the public packs of this type, each with "Get this pack" (or "Remove this pack"
// when the user already has it) and a way to look inside before getting it.
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { OwnershipButton } from "./ownership-button";
import { PackMedia } from "./pack-media";
import type { PackType } from "./pack-files";
import type { Pack } from "./packs-api";

export function AddPackDialog({
  type,
  open,
  onOpenChange,
  onOpenPack,
  onPackChanged,
}: {
  type: PackType;
  open: boolean;
  onOpenChange(open: boolean): void;
  onOpenPack(pack: Pack): void;
  onPackChanged(pack: Pack): void;
}) {
  const { t } = useTranslation();
  const list = trpc.packs.listPublic.useQuery({ type }, { enabled: open });

  let body;
  if (list.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
        <Spinner className="size-4" />
        {t("packs.loading")}
      </p>
    );
  } else if (list.isError) {
    body = <Alert tone="error">{t("packs.loadFailed")}</Alert>;
  } else if (list.data.length === 0) {
    body = <p className="py-6 text-center text-sm text-slate-500">{t("packs.add.empty")}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-100" data-testid="public-packs">
        {list.data.map((pack) => (
          <li key={pack.id} className="flex items-center gap-3 py-3" data-testid="public-pack">
            <div className="size-14 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 p-1">
              <PackMedia type={type} src={pack.previewSrc} alt="" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900" data-testid="public-pack-name">
                {pack.name}
              </p>
              <p className="truncate text-xs text-slate-500">
                {[
                  pack.authorName && t("packs.byAuthor", { name: pack.authorName }),
                  t("packs.itemsCount", { count: pack.itemsCount }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("packs.add.viewPack", { name: pack.name })}
              onClick={() => onOpenPack(pack)}
            >
              {t("packs.add.view")}
            </Button>
            <OwnershipButton pack={pack} onChanged={onPackChanged} size="sm" />
          </li>
        ))}
      </ul>
    );
  }

  const description = t(type === "sticker" ? "packs.add.stickersDescription" : "packs.add.modelsDescription");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("packs.add.title")} description={description} width={640} data-testid="add-pack-dialog">
        {body}
      </DialogContent>
    </Dialog>
  );
}
