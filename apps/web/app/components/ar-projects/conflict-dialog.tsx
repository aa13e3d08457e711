// The conflict dialog (issue 22, docs/decisions/0027): a draft save was refused because someone
// saved the scene first. It shows what differs, then the person reloads theirs (dropping the
// unsaved change) or keeps their own version as a new scene beside it. It never overwrites, and
// it does not close on Escape: the change stays unsaved until one of the two is chosen.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import type { SceneObject } from "./editor-contract";
import { savedObjects } from "./editor-drafts";
import { diffObjects } from "./draft-sync";
import type { DraftConflict } from "./use-draft-autosave";

function NameList({ title, names, testId }: { title: string; names: string[]; testId: string }) {
  if (names.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {names.map((n, i) => (
          <li key={`${n}-${i}`} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
            {n}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ConflictDialog({
  conflict,
  onReload,
  onKeepCopy,
}: {
  conflict: DraftConflict | null;
  onReload(): Promise<void>;
  onKeepCopy(mine: SceneObject[]): Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<"reload" | "copy" | null>(null);
  const [failed, setFailed] = useState(false);
  const diff = conflict ? diffObjects(conflict.mine, savedObjects(conflict.theirs.data)) : null;
  const act = async (which: "reload" | "copy", fn: () => Promise<void>) => {
    setBusy(which);
    setFailed(false);
    try {
      await fn();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const nothingListed = diff && diff.onlyMine.length + diff.onlyTheirs.length + diff.changed.length === 0;
  return (
    <Dialog open={conflict !== null}>
      <DialogContent
        title={t("editorSync.conflict.title")}
        description={conflict ? t("editorSync.conflict.text", { scene: conflict.theirs.name }) : undefined}
        width={560}
        data-testid="conflict-dialog"
        // No way out but the two choices: the kit's close button would leave the change unsaved.
        className="[&>button:last-child]:hidden"
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => void act("reload", onReload)}
              loading={busy === "reload"}
              disabled={busy !== null}
              title={t("editorSync.conflict.reloadHint")}
              data-testid="conflict-reload"
            >
              {t("editorSync.conflict.reload")}
            </Button>
            <Button
              onClick={() => conflict && void act("copy", () => onKeepCopy(conflict.mine))}
              loading={busy === "copy"}
              disabled={busy !== null}
              title={t("editorSync.conflict.keepCopyHint")}
              data-testid="conflict-keep-copy"
            >
              {t("editorSync.conflict.keepCopy")}
            </Button>
          </>
        }
      >
        {diff && (
          <div className="flex flex-col gap-3" data-testid="conflict-changes">
            <h3 className="text-sm font-medium text-slate-900">{t("editorSync.conflict.changes")}</h3>
            <NameList title={t("editorSync.conflict.onlyMine")} names={diff.onlyMine} testId="conflict-only-mine" />
            <NameList
              title={t("editorSync.conflict.onlyTheirs")}
              names={diff.onlyTheirs}
              testId="conflict-only-theirs"
            />
            <NameList title={t("editorSync.conflict.changed")} names={diff.changed} testId="conflict-changed" />
            {nothingListed && <p className="text-sm text-slate-600">{t("editorSync.conflict.none")}</p>}
            <ul className="list-disc pl-5 text-xs text-slate-500">
              <li>{t("editorSync.conflict.reloadHint")}</li>
              <li>{t("editorSync.conflict.keepCopyHint")}</li>
            </ul>
            {failed && <Alert tone="error">{t("editorSync.conflict.failed")}</Alert>}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
