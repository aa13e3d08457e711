// The items of a pack with their previews. A model opens in a larger 3D preview.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Dialog, DialogContent } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { ModelViewer } from "./model-viewer";
import { PackMedia } from "./pack-media";
import type { PackType } from "./pack-files";
import { itemPreview, type PackItem } from "./packs-api";

const tileBox = "aspect-square overflow-hidden rounded-xl border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:12px_12px] p-2";

export function PackItemsGrid({ packId, type }: { packId: number; type: PackType }) {
  const { t } = useTranslation();
  const items = trpc.packs.items.useQuery({ packId });
  const [model, setModel] = useState<{ item: PackItem; name: string } | null>(null);

  if (items.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" />
        {t("packs.view.itemsLoading")}
      </p>
    );
  }
  if (items.isError) return <Alert tone="error">{t("packs.view.itemsFailed")}</Alert>;
  if (items.data.length === 0) return <p className="text-sm text-slate-500">{t("packs.view.noItems")}</p>;

  return (
    <>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="pack-items">
        {items.data.map((item, i) => {
          const name = item.name ?? t("packs.view.item", { n: i + 1 });
          const preview = itemPreview(type, item);
          const media = <PackMedia type={type} src={preview?.src} kind={preview?.kind} alt={type === "model" ? "" : name} />;
          return (
            <li key={item.id} className="flex min-w-0 flex-col gap-1" data-testid="pack-item">
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
      <Dialog open={model !== null} onOpenChange={(open) => !open && setModel(null)}>
        {model && (
          <DialogContent title={model.name} description={t("packs.model.hint")} width={720} data-testid="model-preview-dialog">
            <ModelViewer src={model.item.src} name={model.name} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
