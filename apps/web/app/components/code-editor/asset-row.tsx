// One named asset of the code editor's asset panel: its kind, file name, script name (editable,
// checked as typed), insert and remove buttons, and its processing state.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CodeData } from "../ar-projects/editor-contract";
import { CubeIcon, ImageIcon, TrashIcon } from "../ui/icons";
import { inputClasses } from "../ui/text-field";
import { cn } from "../../lib/cn";
import { jobFailureKey } from "../../lib/job-failure";
import { ASSET_NAME_MAX, previewKind, scriptNameProblem, type NamedAsset } from "./code-assets";

export function KindIcon({ kind, className }: { kind: string | undefined; className?: string }) {
  if (kind === "glb") return <CubeIcon className={className} />;
  if (kind === "video")
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        aria-hidden="true"
      >
        <rect x="3" y="5" width="13" height="14" rx="2" />
        <path d="m16 10 5-3v10l-5-3" />
      </svg>
    );
  return <ImageIcon className={className} />;
}

export function AssetRow({
  entry,
  assetData,
  onRename,
  onRemove,
  onInsert,
}: {
  entry: NamedAsset;
  assetData: CodeData["assetData"];
  onRename(name: string): void;
  onRemove(): void;
  onInsert(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(entry.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = `code-asset-${entry.id}`;
  const asset = entry.asset;
  const kind = asset ? previewKind(asset.kind) : null;

  // The name is applied when it is valid; an invalid one stays in the field with its message.
  const commit = () => {
    const problem = scriptNameProblem(draft, entry.id, assetData);
    setError(problem);
    if (!problem && draft.trim() !== entry.name) onRename(draft.trim());
  };

  let status: string | null = null;
  if (!asset) status = t("codeEditor.assets.missing");
  else if (asset.uploadStatus === "error")
    status = `${t("codeEditor.assets.failed")}. ${t(jobFailureKey(asset.failureCode))}`;
  else if (!asset.src) status = t("codeEditor.assets.processing", { percent: Math.round(asset.progress) });

  return (
    <li
      className="flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-2"
      data-testid="code-asset"
      data-asset-id={entry.id}
    >
      <div className="flex items-center gap-2">
        <span
          className="grid size-7 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-500"
          title={kind ? t(`codeEditor.assets.kinds.${kind}`) : undefined}
        >
          <KindIcon kind={asset?.kind} className="size-4" />
        </span>
        <span className="min-w-0 flex-1 truncate text-xs text-slate-500" title={asset?.name}>
          {asset?.name ?? entry.name}
        </span>
        <button
          type="button"
          onClick={onInsert}
          className="shrink-0 rounded-md px-1.5 py-0.5 font-mono text-xs text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={t("codeEditor.assets.insert", { name: entry.name })}
          title={t("codeEditor.assets.insert", { name: entry.name })}
        >
          {"{ }"}
        </button>
        <button
          type="button"
          onClick={onRemove}
          className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={t("codeEditor.assets.remove", { name: entry.name })}
        >
          <TrashIcon className="size-3.5" />
        </button>
      </div>
      <label htmlFor={inputId} className="sr-only">
        {t("codeEditor.assets.nameOf", { file: asset?.name ?? entry.name })}
      </label>
      <input
        id={inputId}
        value={draft}
        maxLength={ASSET_NAME_MAX}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={cn(inputClasses, "h-8 font-mono text-xs")}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
          if (e.key === "Escape") {
            setDraft(entry.name);
            setError(null);
          }
        }}
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
          {t(error)}
        </p>
      )}
      {status && <p className="text-xs text-slate-500">{status}</p>}
    </li>
  );
}
