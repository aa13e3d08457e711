// The code editor's assets (editors spec 5): "Add asset" uploads a GLB, JPG/PNG or MP4 through the
// shell's pipeline, or names one the project already has; each asset's name is what the script
// passes to asset(). The names live in codeData.assetData (asset id → name).
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CodeData, EditorAsset, UploadAsset } from "../ar-projects/editor-contract";
import { Button } from "../ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { AlertCircleIcon, PlusIcon, UploadIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { cn } from "../../lib/cn";
import { AssetRow, KindIcon } from "./asset-row";
import { CODE_ASSET_ACCEPT, namedAssets, pickerKind, scriptNameFor, unnamedAssets } from "./code-assets";

type Upload = { key: number; file: string; error?: boolean };

export function AssetPanel({
  codeData,
  assets,
  uploadAsset,
  onAssetDataChange,
  onInsert,
}: {
  codeData: CodeData;
  assets: EditorAsset[];
  uploadAsset: UploadAsset;
  /** `update` gets the latest assetData (uploads finish after other edits). */
  onAssetDataChange(update: (assetData: CodeData["assetData"]) => CodeData["assetData"]): void;
  /** Puts `asset("name")` at the cursor of the script. */
  onInsert(name: string): void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const nextKey = useRef(0);
  const named = namedAssets(codeData.assetData, assets);
  const unnamed = unnamedAssets(codeData.assetData, assets);

  const name = (asset: EditorAsset) =>
    onAssetDataChange((data) =>
      String(asset.id) in data ? data : { ...data, [String(asset.id)]: scriptNameFor(asset.name, Object.values(data)) },
    );

  const upload = async (file: File) => {
    if (!pickerKind(file.name)) {
      setRefused(file.name);
      return;
    }
    setRefused(null);
    const key = ++nextKey.current;
    setUploads((list) => [...list, { key, file: file.name }]);
    try {
      const ready = await uploadAsset(file, { onUploaded: name });
      name(ready);
      setUploads((list) => list.filter((u) => u.key !== key));
    } catch {
      // The shell's upload panel tells what failed; here the row stays marked until dismissed.
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, error: true } : u)));
    }
  };

  return (
    <section className="flex min-h-0 flex-col gap-3" aria-labelledby="code-assets-title" data-testid="code-assets">
      <div className="flex items-center justify-between gap-2">
        <h2 id="code-assets-title" className="text-sm font-semibold text-slate-900">
          {t("codeEditor.assets.title")}
        </h2>
        <input
          ref={inputRef}
          type="file"
          accept={CODE_ASSET_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="code-asset-input"
          onChange={(e) => {
            for (const file of Array.from(e.target.files ?? [])) void upload(file);
            e.target.value = "";
          }}
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="secondary" data-testid="code-add-asset">
              <PlusIcon className="size-4" />
              {t("codeEditor.assets.add")}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="max-w-80">
            <DropdownMenuItem onSelect={() => inputRef.current?.click()}>
              <UploadIcon />
              <span className="flex flex-col">
                <span>{t("codeEditor.assets.upload")}</span>
                <span className="text-xs text-slate-500">{t("codeEditor.assets.uploadHint")}</span>
              </span>
            </DropdownMenuItem>
            {unnamed.length > 0 && <DropdownMenuLabel>{t("codeEditor.assets.fromProject")}</DropdownMenuLabel>}
            {unnamed.map((asset) => (
              <DropdownMenuItem key={asset.id} onSelect={() => name(asset)}>
                <KindIcon kind={asset.kind} />
                <span className="truncate">{asset.name}</span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="text-xs text-slate-500">{t("codeEditor.assets.hint")}</p>
      {refused && (
        <p role="alert" className="flex items-start gap-1.5 text-xs font-medium text-red-600">
          <AlertCircleIcon className="mt-0.5 size-3.5 shrink-0" />
          {t("codeEditor.assets.refused", { name: refused })}
        </p>
      )}
      <ul className="flex min-h-0 flex-col gap-2 overflow-y-auto">
        {named.map((entry) => (
          <AssetRow
            key={entry.id}
            entry={entry}
            assetData={codeData.assetData}
            onRename={(next) => onAssetDataChange((data) => ({ ...data, [entry.id]: next }))}
            onRemove={() => onAssetDataChange(({ [entry.id]: _removed, ...rest }) => rest)}
            onInsert={() => onInsert(entry.name)}
          />
        ))}
        {uploads.map((u) => (
          <li
            key={u.key}
            className={cn(
              "flex items-center gap-2 rounded-lg border px-3 py-2 text-xs",
              u.error ? "border-red-200 bg-red-50 text-red-700" : "border-slate-200 bg-white text-slate-600",
            )}
          >
            {u.error ? (
              <AlertCircleIcon className="size-4 shrink-0" />
            ) : (
              <Spinner className="size-4 shrink-0 text-brand-600" />
            )}
            <span className="min-w-0 flex-1 truncate">{u.file}</span>
            <span className="shrink-0">
              {u.error ? t("codeEditor.assets.failed") : t("codeEditor.assets.uploading")}
            </span>
            {u.error && (
              <button
                type="button"
                className="shrink-0 rounded p-0.5 hover:bg-red-100"
                aria-label={t("codeEditor.assets.dismiss")}
                onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
              >
                ×
              </button>
            )}
          </li>
        ))}
        {named.length === 0 && uploads.length === 0 && (
          <li
            className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-xs text-slate-500"
            data-testid="code-assets-empty"
          >
            {t("codeEditor.assets.empty")}
          </li>
        )}
      </ul>
    </section>
  );
}
