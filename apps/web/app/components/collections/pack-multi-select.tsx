// Sticker-pack or 3D-model-pack selector of the classic editor: the user's packs (packs.listMine)
// as checkboxes in a popover. A pack that is attached but no longer among the user's packs stays
// listed (it can be unticked) so saving never drops it silently.
import * as Label from "@radix-ui/react-label";
import * as Popover from "@radix-ui/react-popover";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { trpc } from "../../trpc/client";
import { Checkbox } from "../ui/checkbox";
import { ChevronsUpDownIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { inputClasses } from "../ui/text-field";
import type { KnownPack, PackKind } from "./editor-state";

export function PackMultiSelect({
  kind,
  label,
  selected,
  attached,
  onChange,
  ...rest
}: {
  kind: PackKind;
  label: string;
  selected: number[];
  attached: KnownPack[];
  onChange(ids: number[]): void;
  "data-testid"?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const mine = trpc.packs.listMine.useQuery({ type: kind });
  const owned = new Set((mine.data ?? []).map((p) => p.id));
  const options = [
    ...(mine.data ?? []).map((p) => ({ id: p.id, name: p.name, missing: false })),
    ...attached
      .filter((p) => p.type === kind && !owned.has(p.id) && mine.data)
      .map((p) => ({ id: p.id, name: p.name, missing: true })),
  ];
  const names = new Map([
    ...attached.map((p) => [p.id, p.name] as const),
    ...options.map((o) => [o.id, o.name] as const),
  ]);
  const summary = selected.map((s) => names.get(s) ?? `#${s}`).join(", ");
  const toggle = (packId: number, on: boolean) =>
    onChange(on ? [...selected, packId] : selected.filter((s) => s !== packId));

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label.Root id={labelId} htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </Label.Root>
      <Popover.Root>
        <Popover.Trigger
          id={id}
          aria-labelledby={`${labelId} ${id}`}
          data-testid={rest["data-testid"]}
          className={cn(inputClasses, "flex items-center justify-between gap-2 text-left")}
        >
          <span className={cn("truncate", !summary && "text-slate-500")}>
            {summary || t("collections.editor.packs.none")}
          </span>
          <ChevronsUpDownIcon className="size-4 shrink-0 text-slate-400" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            aria-label={label}
            className="menu-content z-50 max-h-80 w-(--radix-popover-trigger-width) min-w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
          >
            {mine.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
                <Spinner className="size-4" />
                {t("collections.editor.packs.loading")}
              </p>
            ) : mine.isError ? (
              <p role="alert" className="text-sm text-red-600">
                {t("collections.editor.packs.loadFailed")}
              </p>
            ) : options.length === 0 ? (
              <p className="text-sm text-slate-500">
                {t(
                  kind === "sticker"
                    ? "collections.editor.packs.emptyStickers"
                    : "collections.editor.packs.emptyModels",
                )}
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {options.map((o) => (
                  <li key={o.id}>
                    <Checkbox
                      checked={selected.includes(o.id)}
                      onCheckedChange={(on) => toggle(o.id, on)}
                      data-testid={`pack-option-${o.id}`}
                      label={
                        <>
                          {o.name}
                          {o.missing && (
                            <span className="ml-1 text-xs text-slate-500">
                              ({t("collections.editor.packs.unavailable")})
                            </span>
                          )}
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
