// The classic collection editor /cards/{collectionId} (platform spec 2 and 4): its own top bar,
// the cards panel, the settings, past exports, and the print dialogs.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { useRootData } from "../../lib/use-root-data";
import { LeaveDialog } from "../ar-projects/leave-dialog";
import type { Side } from "./card-size";
import type { ProportionMode } from "./image-proportions";
import { ProportionsDialog } from "./proportions-dialog";
import { isPaidOrder, PaidOrdersPanel } from "./paid-orders";
import { trpc } from "../../trpc/client";
import { GeneratingCardsDialog } from "../print/generating-cards-dialog";
import { PrintExportsList } from "../print/print-exports-list";
import { PrintPlacementDialog } from "../print/print-placement-dialog";
import { Alert } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { Spinner } from "../ui/spinner";
import { BatchPanel } from "./batch-panel";
import { CollectionSettings } from "./collection-settings";
import { EditorTopBar } from "./editor-top-bar";
import { useBatchPrint } from "./use-batch-print";
import { useCollectionEditor } from "./use-collection-editor";

export function CollectionEditor({ param }: { param: string | undefined }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const editor = useCollectionEditor(param);
  const batch = useBatchPrint(editor);
  const { state, blocker } = editor;
  const [savingToLeave, setSavingToLeave] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState(false);
  // The collection's orders, from the same query the editor loaded it with (paid ones print, issue 23).
  const loaded = trpc.cards.get.useQuery(
    { collectionId: state.collectionId ?? 0 },
    { enabled: state.collectionId !== null, staleTime: 30_000 },
  );
  const paidOrders = loaded.data?.orders.filter(isPaidOrder) ?? [];
  const [adjusted, setAdjusted] = useState<{ side: Side; mode: ProportionMode } | null>(null);

  // "Save and leave": the held navigation is let go, the save runs, and only a complete save leaves.
  const saveAndLeave = async () => {
    const to = blocker.location ? `${blocker.location.pathname}${blocker.location.search}` : "/cards";
    blocker.reset?.();
    setSavingToLeave(true);
    setLeaveFailed(false);
    const id = await editor.save();
    setSavingToLeave(false);
    if (id !== null) editor.leaveTo(to);
    else setLeaveFailed(true);
  };

  return (
    <div className="min-h-screen bg-slate-50" data-testid="collection-editor" data-load-state={state.load}>
      <EditorTopBar
        title={t(param === "new" ? "collections.editor.newTitle" : "collections.editor.title")}
        showSave={state.load === "ready"}
        changed={editor.changed}
        saving={editor.saving}
        onSave={() => void editor.save()}
      />
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:px-8 md:py-8">
        {state.load === "init" && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" />
            {t("collections.editor.loading")}
          </p>
        )}
        {state.load === "error" && (
          <div
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center"
            data-testid="editor-error"
          >
            <h2 className="text-lg font-semibold text-slate-900">
              {t(state.loadError === "failed" ? "collections.editor.loadFailed" : "collections.editor.notFound")}
            </h2>
            {state.loadError !== "failed" && (
              <p className="mt-1 text-sm text-slate-500">{t("collections.editor.notFoundText")}</p>
            )}
            <div className="mt-6 flex gap-3">
              {state.loadError === "failed" && (
                <Button variant="secondary" onClick={editor.reload}>
                  {t("collections.editor.retry")}
                </Button>
              )}
              <Link to="/cards" className={buttonClasses()}>
                {t("collections.editor.back")}
              </Link>
            </div>
          </div>
        )}
        {state.load === "ready" && (
          <>
            {editor.saveError && (
              <Alert tone="error" data-testid="editor-save-error">
                {t("collections.editor.saveFailed")}
              </Alert>
            )}
            {adjusted && (
              <Alert tone="info" data-testid="editor-image-adjusted">
                {t("cardsPolish.proportions.adjusted", {
                  side: t(`cardsPolish.proportions.sides.${adjusted.side}`),
                  how: t(`cardsPolish.proportions.how.${adjusted.mode}`),
                })}
              </Alert>
            )}
            {leaveFailed && editor.changed && (
              <Alert tone="warning" data-testid="editor-leave-failed">
                {t("cardsPolish.leave.saveFailed")}
              </Alert>
            )}
            <BatchPanel
              cardsCount={state.cardsCount}
              balance={user && !user.isAdmin ? user.cardsBalance : null}
              hasFront={state.front.url !== null}
              opening={batch.opening}
              error={batch.error}
              onAdd={() => void batch.openBatch()}
            />
            {state.collectionId !== null && paidOrders.length > 0 && (
              <PaidOrdersPanel collectionId={state.collectionId} orders={paidOrders} />
            )}
            <CollectionSettings editor={editor} />
            {state.collectionId !== null && (
              <Card className="p-5 md:p-6">
                <PrintExportsList collectionId={state.collectionId} />
              </Card>
            )}
          </>
        )}
      </main>
      {batch.design && <PrintPlacementDialog {...batch.placement} design={batch.design} />}
      <GeneratingCardsDialog {...batch.generating} previewUrl={batch.design?.frontUrl} />
      <ProportionsDialog
        pending={editor.pendingImage}
        card={state.cardSize}
        onCancel={() => editor.settleImage(null)}
        onApply={(side, file, mode) => {
          setAdjusted({ side, mode });
          editor.settleImage(file);
        }}
      />
      <LeaveDialog
        open={blocker.state === "blocked" || savingToLeave}
        saving={savingToLeave}
        texts={{
          title: t("cardsPolish.leave.title"),
          text: t("cardsPolish.leave.text"),
          save: t("cardsPolish.leave.save"),
          discard: t("cardsPolish.leave.discard"),
        }}
        onStay={() => !savingToLeave && blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
        onSave={() => void saveAndLeave()}
      />
    </div>
  );
}
