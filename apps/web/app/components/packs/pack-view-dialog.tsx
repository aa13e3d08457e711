// One pack: its items, and for its author or an admin (spec 6) rename, upload and delete; admins
// also set the access. Everyone else sees it read-only with "Get this pack" / "Remove this pack".
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import { DeletePackDialog } from "./delete-pack-dialog";
import { OwnershipButton } from "./ownership-button";
import { PackAccessSelect } from "./pack-access-select";
import { PackItemsGrid } from "./pack-items-grid";
import { PackRenameForm } from "./pack-rename-form";
import { PackUploader } from "./pack-uploader";
import { canEditPack, type Pack, type PackItem, type Viewer } from "./packs-api";

export type PackViewDialogProps = {
  pack: Pack | null;
  viewer: Viewer;
  onClose(): void;
  /** A changed pack (renamed, access, got or removed, items added): the page refreshes its lists. */
  onPackChanged(pack: Pack): void;
  onItemsChanged(packId: number): void;
  onDeleted(packId: number): void;
};

export function PackViewDialog(props: PackViewDialogProps) {
  return (
    <Dialog open={props.pack !== null} onOpenChange={(open) => !open && props.onClose()}>
      {/* Keyed by pack, so the forms and the upload queue start fresh for each pack opened. */}
      {props.pack && <PackViewContent key={props.pack.id} {...props} pack={props.pack} />}
    </Dialog>
  );
}

function PackViewContent({
  pack,
  viewer,
  onPackChanged,
  onItemsChanged,
  onDeleted,
}: PackViewDialogProps & { pack: Pack }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const items = trpc.packs.items.useQuery({ packId: pack.id });
  const editable = canEditPack(viewer, pack);
  const isAuthor = pack.authorId === viewer.id;
  const count = items.data?.length ?? pack.itemsCount;

  const addItem = (item: PackItem) => {
    // A mov/webm sent on its own may complete an item already there: replace by id, else append.
    utils.packs.items.setData({ packId: pack.id }, (old) =>
      old
        ? old.some((i) => i.id === item.id)
          ? old.map((i) => (i.id === item.id ? item : i))
          : [...old, item]
        : [item],
    );
  };

  const description = [
    pack.authorName && t("packs.byAuthor", { name: pack.authorName }),
    t("packs.itemsCount", { count }),
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <DialogContent
      title={pack.name}
      description={description}
      width={800}
      data-testid="pack-view-dialog"
      footer={
        <>
          {editable && (
            <Button
              variant="danger"
              className="mr-auto"
              onClick={() => setConfirmDelete(true)}
              data-testid="pack-delete"
            >
              {t("packs.view.deletePack")}
            </Button>
          )}
          {!isAuthor && <OwnershipButton pack={pack} onChanged={onPackChanged} />}
          <DialogClose asChild>
            <Button variant="secondary">{t("common.close")}</Button>
          </DialogClose>
        </>
      }
    >
      {/* The items first: they are what the pack is. Editors add to them right below and find
          the pack's own settings last. */}
      <div className="flex flex-col gap-6">
        <Section title={t("packs.view.items")}>
          <PackItemsGrid
            packId={pack.id}
            type={pack.type}
            editable={editable}
            onItemDeleted={() => onItemsChanged(pack.id)}
          />
        </Section>
        {editable && (
          <Section title={t("packs.upload.title")}>
            <PackUploader pack={pack} onUploaded={addItem} onDrained={() => onItemsChanged(pack.id)} />
          </Section>
        )}
        {editable && (
          <Section title={t("packs.view.details")}>
            <div className="flex flex-col gap-4">
              <PackRenameForm pack={pack} onSaved={onPackChanged} />
              {viewer.isAdmin && <PackAccessSelect pack={pack} onChanged={onPackChanged} className="max-w-xs" />}
            </div>
          </Section>
        )}
      </div>
      {editable && (
        <DeletePackDialog
          pack={pack}
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          onDeleted={() => {
            setConfirmDelete(false);
            onDeleted(pack.id);
          }}
        />
      )}
    </DialogContent>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
