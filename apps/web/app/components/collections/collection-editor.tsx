// The classic collection editor /cards/{collectionId} (platform spec 2 and 4): its own top bar,
// the cards panel, the settings, past exports, and the print dialogs.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/use-root-data";
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
  const { state } = editor;

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
          <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center" data-testid="editor-error">
            <h2 className="text-lg font-semibold text-slate-900">
              {t(state.loadError === "failed" ? "collections.editor.loadFailed" : "collections.editor.notFound")}
            </h2>
            {state.loadError !== "failed" && <p className="mt-1 text-sm text-slate-500">{t("collections.editor.notFoundText")}</p>}
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
            <BatchPanel
              cardsCount={state.cardsCount}
              balance={user && !user.isAdmin ? user.cardsBalance : null}
              hasFront={state.front.url !== null}
              opening={batch.opening}
              error={batch.error}
              onAdd={() => void batch.openBatch()}
            />
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
    </div>
  );
}
