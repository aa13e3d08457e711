// 'project has been modified' (editors spec 2): save (through the publish dialog, then leave)
// or discard (drop the edits, then leave). Escape or the backdrop stays in the editor.
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";

/** The texts default to the AR editors' ("project has been modified"); other editors name their own. */
export type LeaveTexts = { title: string; text: string; save: string; discard: string };

export function LeaveDialog({
  open,
  onSave,
  onDiscard,
  onStay,
  texts,
  saving,
}: {
  open: boolean;
  onSave(): void;
  onDiscard(): void;
  onStay(): void;
  texts?: LeaveTexts;
  saving?: boolean;
}) {
  const { t } = useTranslation();
  const text = texts ?? {
    title: t("arProjects.leave.title"),
    text: t("arProjects.leave.text"),
    save: t("arProjects.leave.save"),
    discard: t("arProjects.leave.discard"),
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onStay()}>
      <DialogContent
        title={text.title}
        description={text.text}
        width={440}
        data-testid="leave-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={onDiscard} disabled={saving} data-testid="leave-discard">
              {text.discard}
            </Button>
            <Button onClick={onSave} loading={saving} data-testid="leave-save">
              {text.save}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
