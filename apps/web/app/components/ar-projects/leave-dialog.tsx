// 'project has been modified' (editors spec 2): save (through the publish dialog, then leave)
// or discard (drop the edits, then leave). Escape or the backdrop stays in the editor.
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";

export function LeaveDialog({ open, onSave, onDiscard, onStay }: { open: boolean; onSave(): void; onDiscard(): void; onStay(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onStay()}>
      <DialogContent
        title={t("arProjects.leave.title")}
        description={t("arProjects.leave.text")}
        width={440}
        data-testid="leave-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={onDiscard} data-testid="leave-discard">
              {t("arProjects.leave.discard")}
            </Button>
            <Button onClick={onSave} data-testid="leave-save">
              {t("arProjects.leave.save")}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
