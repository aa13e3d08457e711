// "Cards created: N" and "Add a new batch of cards" (platform spec 2). Cards are printed from the
// front image, so the button waits for one; the user's card balance is shown because each new
// card spends one (docs/decisions/0006; administrators are not charged).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { PrinterIcon } from "../ui/icons";

export function BatchPanel({
  cardsCount,
  balance,
  hasFront,
  opening,
  error,
  onAdd,
}: {
  cardsCount: number;
  /** Null for administrators. */
  balance: number | null;
  hasFront: boolean;
  opening: boolean;
  error: Message | null;
  onAdd(): void;
}) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-lg font-semibold text-slate-900" data-testid="cards-created">
            {t("collections.editor.cardsCreated", { n: number(cardsCount) })}
          </p>
          {balance !== null && (
            <p className="mt-0.5 text-sm text-slate-500" data-testid="cards-balance">
              {t("collections.editor.balance", { n: number(balance) })}
            </p>
          )}
        </div>
        <Button
          onClick={onAdd}
          loading={opening}
          disabled={!hasFront}
          aria-describedby={hasFront ? undefined : hintId}
          data-testid="add-batch"
        >
          <PrinterIcon className="size-4" />
          {t("collections.editor.addBatch")}
        </Button>
      </div>
      {!hasFront && (
        <p id={hintId} className="text-sm text-slate-500">
          {t("collections.editor.needFront")}
        </p>
      )}
      {error && (
        <Alert tone="error" data-testid="batch-error">
          {t(error.key, error.values)}
        </Alert>
      )}
    </Card>
  );
}
