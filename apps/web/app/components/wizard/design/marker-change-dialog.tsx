// Marker change confirmation (editors spec 5): the front image of an image-tracking collection is
// its marker; cards already paid for were printed with the old one, so replacing it asks first.
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";

export function MarkerChangeDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("wizardDesign.marker.title")}
        description={t("wizardDesign.marker.description")}
        data-testid="marker-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("wizardDesign.cancel")}
            </Button>
            <Button variant="danger" onClick={onConfirm} data-testid="marker-confirm">
              {t("wizardDesign.marker.confirm")}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
