// The code conflict dialog (issue 22, docs/decisions/0027): a code draft save was refused because
// someone saved the code first. It shows both versions side by side, lines the other side lacks
// marked, then the person reloads theirs, or copies theirs own code to the clipboard and reloads
// (docs/decisions/0027: a code project's assets belong to it, so "mine as a copy" is the clipboard,
// not a new project whose asset names would point nowhere). It never overwrites and does not close
// on Escape: the change stays unsaved until one of the two is chosen.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { diffCode } from "./draft-sync";
import type { CodeConflict } from "./use-code-autosave";

function CodePane({
  title,
  lines,
  testId,
  tone,
}: {
  title: string;
  lines: { text: string; own: boolean }[];
  testId: string;
  tone: "theirs" | "mine";
}) {
  return (
    <section className="flex min-w-0 flex-1 flex-col gap-1" data-testid={testId}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <pre className="max-h-64 overflow-auto rounded-md border border-slate-200 bg-slate-50 py-1 font-mono text-xs leading-5 text-slate-800 select-text">
        {lines.map((l, i) => (
          <div
            key={i}
            data-own={l.own || undefined}
            className={cn("px-2 whitespace-pre", l.own && (tone === "mine" ? "bg-emerald-100" : "bg-amber-100"))}
          >
            {l.text || " "}
          </div>
        ))}
      </pre>
    </section>
  );
}

export function CodeConflictDialog({
  conflict,
  onReload,
}: {
  conflict: CodeConflict | null;
  onReload(): Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<"reload" | "copy" | null>(null);
  const [failed, setFailed] = useState<"failed" | "copyFailed" | null>(null);
  const diff = conflict ? diffCode(conflict.mine.code, conflict.theirs.code) : null;
  const reload = async (which: "reload" | "copy") => {
    if (!conflict) return;
    setBusy(which);
    setFailed(null);
    try {
      if (which === "copy") {
        try {
          await navigator.clipboard.writeText(conflict.mine.code);
        } catch {
          // Nothing is dropped unless the copy is safe: the person copies from the pane instead.
          setFailed("copyFailed");
          return;
        }
      }
      await onReload();
    } catch {
      setFailed("failed");
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog open={conflict !== null}>
      <DialogContent
        title={t("codeSync.conflict.title")}
        description={t("codeSync.conflict.text")}
        width={880}
        data-testid="code-conflict-dialog"
        // No way out but the two choices: the kit's close button would leave the change unsaved.
        className="[&>button:last-child]:hidden"
        footer={
          // Wraps on a phone: the two labels are too long for one 390 px row (Russian).
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => void reload("reload")}
              loading={busy === "reload"}
              disabled={busy !== null}
              title={t("codeSync.conflict.reloadHint")}
              data-testid="code-conflict-reload"
            >
              {t("codeSync.conflict.reload")}
            </Button>
            <Button
              onClick={() => void reload("copy")}
              loading={busy === "copy"}
              disabled={busy !== null}
              title={t("codeSync.conflict.copyMineHint")}
              data-testid="code-conflict-copy"
            >
              {t("codeSync.conflict.copyMine")}
            </Button>
          </div>
        }
      >
        {diff && (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-medium text-slate-900" data-testid="code-conflict-summary">
              {t("codeSync.conflict.summary", { mine: diff.onlyMine, theirs: diff.onlyTheirs })}
            </p>
            <div className="flex flex-col gap-3 md:flex-row">
              <CodePane
                title={t("codeSync.conflict.theirs")}
                lines={diff.theirsLines}
                testId="code-conflict-theirs"
                tone="theirs"
              />
              <CodePane
                title={t("codeSync.conflict.mine")}
                lines={diff.mineLines}
                testId="code-conflict-mine"
                tone="mine"
              />
            </div>
            <ul className="list-disc pl-5 text-xs text-slate-500">
              <li>{t("codeSync.conflict.reloadHint")}</li>
              <li>{t("codeSync.conflict.copyMineHint")}</li>
            </ul>
            {failed && <Alert tone="error">{t(`codeSync.conflict.${failed}`)}</Alert>}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
