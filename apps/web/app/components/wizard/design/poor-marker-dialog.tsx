// Asks before going on with a poor image marker: phones may not recognise the printed card.
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";

export function PoorMarkerDialog({
  open,
  score,
  onOpenChange,
  onChange,
  onConfirm,
}: {
  open: boolean;
  score: number;
  onOpenChange(open: boolean): void;
  /** Back to the front side, to replace or crop the image. */
  onChange(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("cardsPolish.poorMarker.title")}
        description={t("cardsPolish.poorMarker.text", { score })}
        data-testid="poor-marker-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={onChange} data-testid="poor-marker-change">
              {t("cardsPolish.poorMarker.change")}
            </Button>
            <Button variant="danger" onClick={onConfirm} data-testid="poor-marker-confirm">
              {t("cardsPolish.poorMarker.confirm")}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
