// Spec 6: administrators decide whether a pack is "Only for me" (private) or "For all users"
// (public). A native select: compact enough for a pack tile and fully keyboard accessible. The
// outcome is said in a status line (issue 23: a switch without feedback looked like nothing happened).
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { trpc } from "../../trpc/client";
import { Spinner } from "../ui/spinner";
import { inputClasses } from "../ui/text-field";
import type { Pack, PackAccess } from "./packs-api";

export function PackAccessSelect({
  pack,
  onChanged,
  compact,
  className,
}: {
  pack: Pick<Pack, "id" | "name" | "public">;
  onChanged(pack: Pack): void;
  /** On a tile: the label is for screen readers only. */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState<PackAccess | null>(null);
  const setAccess = trpc.packs.setAccess.useMutation();
  const value: PackAccess = pack.public ? "public" : "private";

  const change = (access: PackAccess) => {
    setFailed(false);
    setSaved(null);
    setAccess.mutate(
      { packId: pack.id, access },
      {
        onSuccess: (p) => {
          setSaved(p.public ? "public" : "private");
          onChanged(p);
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={compact ? "sr-only" : "text-sm font-medium text-slate-700"}>
        {compact ? t("packs.accessOf", { name: pack.name }) : t("packs.access")}
      </label>
      <div className="flex items-center gap-2">
        <select
          id={id}
          value={setAccess.isPending && setAccess.variables ? (setAccess.variables.access as PackAccess) : value}
          disabled={setAccess.isPending}
          onChange={(e) => change(e.target.value as PackAccess)}
          data-testid="pack-access"
          className={cn(inputClasses, "appearance-auto pr-2", compact && "h-8 px-2 text-xs")}
        >
          <option value="private">{t("packs.accessPrivate")}</option>
          <option value="public">{t("packs.accessPublic")}</option>
        </select>
        {setAccess.isPending && <Spinner className="size-4 text-slate-400" />}
      </div>
      {failed && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {t("adminTools.packs.accessFailed", { name: pack.name })}
        </p>
      )}
      <p
        role="status"
        className={cn("text-xs font-medium text-emerald-700", !saved && "sr-only")}
        data-testid="pack-access-status"
      >
        {saved &&
          t("adminTools.packs.accessSaved", {
            name: pack.name,
            access: t(saved === "public" ? "packs.accessPublic" : "packs.accessPrivate").toLowerCase(),
          })}
      </p>
    </div>
  );
}
