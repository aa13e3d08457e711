// The items of a pack with their previews. A model opens in a larger 3D preview. Those who may
// edit the pack (author, admin) can delete one item, after a confirmation (issue 23).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Dialog, DialogContent } from "../ui/dialog";
import { TrashIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { DeleteItemDialog } from "./delete-item-dialog";
import { ModelViewer } from "./model-viewer";
import { PackMedia } from "./pack-media";
import type { PackType } from "./pack-files";
import { itemPreview, type PackItem } from "./packs-api";

const tileBox =
  "aspect-square overflow-hidden rounded-xl border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:12px_12px] p-2";

export function PackItemsGrid({
  packId,
  type,
  editable = false,
  onItemDeleted,
}: {
  packId: number;
  type: PackType;
  editable?: boolean;
  onItemDeleted?(): void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const items = trpc.packs.items.useQuery({ packId });
  const [model, setModel] = useState<{ item: PackItem; name: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [deleted, setDeleted] = useState(false);

  if (items.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" />
        {t("packs.view.itemsLoading")}
      </p>
    );
  }
  if (items.isError) return <Alert tone="error">{t("packs.view.itemsFailed")}</Alert>;

  const status = deleted ? (
    <p role="status" className="mb-2 text-sm font-medium text-emerald-700" data-testid="item-deleted">
      {t("adminTools.packs.itemDeleted")}
    </p>
  ) : null;
  if (items.data.length === 0)
    return (
      <>
        {status}
        <p className="text-sm text-slate-500">{t("packs.view.noItems")}</p>
      </>
    );

  return (
    <>
      {status}
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="pack-items">
        {items.data.map((item, i) => {
          const name = item.name ?? t("packs.view.item", { n: i + 1 });
          const preview = itemPreview(type, item);
          const media = (
            <PackMedia type={type} src={preview?.src} kind={preview?.kind} alt={type === "model" ? "" : name} />
          );
          return (
            <li key={item.id} className="relative flex min-w-0 flex-col gap-1" data-testid="pack-item">
              {editable && (
                <button
                  type="button"
                  onClick={() => {
                    setDeleted(false);
                    setDeleting({ id: item.id, name });
                  }}
                  aria-label={t("adminTools.packs.deleteItem", { n: `${i + 1} (${name})` })}
                  title={t("adminTools.packs.deleteItem", { n: `${i + 1} (${name})` })}
                  className="absolute top-1 right-1 z-10 flex size-7 items-center justify-center rounded-md bg-white/90 text-slate-600 shadow-sm ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
                  data-testid="pack-item-delete"
                >
                  <TrashIcon className="size-4" />
                </button>
              )}
              {type === "model" ? (
                <button
                  type="button"
                  onClick={() => setModel({ item, name })}
                  aria-label={t("packs.view.openModel", { name })}
                  className={`${tileBox} transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500`}
                >
                  {media}
                </button>
              ) : (
                <div className={tileBox}>{media}</div>
              )}
              <span className="truncate text-xs text-slate-500" title={name}>
                {name}
              </span>
            </li>
          );
        })}
      </ul>
      {editable && (
        <DeleteItemDialog
          packId={packId}
          item={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(itemId) => {
            setDeleting(null);
            setDeleted(true);
            utils.packs.items.setData({ packId }, (old) => old?.filter((i) => i.id !== itemId));
            onItemDeleted?.();
          }}
        />
      )}
      <Dialog open={model !== null} onOpenChange={(open) => !open && setModel(null)}>
        {model && (
          <DialogContent
            title={model.name}
            description={t("packs.model.hint")}
            width={720}
            data-testid="model-preview-dialog"
          >
            <ModelViewer src={model.item.src} name={model.name} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
