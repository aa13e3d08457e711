// "Get this pack" / "Remove this pack": adds a pack to the user's packs or takes it out (the pack
// itself stays). The answer is the pack with its new `owned`, handed to the caller.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Button, type ButtonSize } from "../ui/button";
import type { Pack } from "./packs-api";

export function OwnershipButton({
  pack,
  onChanged,
  size = "md",
}: {
  pack: Pick<Pack, "id" | "owned">;
  onChanged(pack: Pack): void;
  size?: ButtonSize;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const get = trpc.packs.get.useMutation();
  const remove = trpc.packs.remove.useMutation();
  const mutation = pack.owned ? remove : get;

  const run = () => {
    setFailed(false);
    mutation.mutate({ packId: pack.id }, { onSuccess: onChanged, onError: () => setFailed(true) });
  };

  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        size={size}
        variant={pack.owned ? "secondary" : "primary"}
        loading={get.isPending || remove.isPending}
        onClick={run}
        data-testid={pack.owned ? "pack-remove" : "pack-get"}
      >
        {t(pack.owned ? "packs.removePack" : "packs.getPack")}
      </Button>
      {failed && (
        <span role="alert" className="text-xs font-medium text-red-600">
          {t("errors.generic")}
        </span>
      )}
    </span>
  );
}
