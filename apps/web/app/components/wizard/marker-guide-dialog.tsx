// "How to choose an AR marker" (editors spec 2: the side column's link about choosing a marker),
// kept in the app so it opens without leaving the wizard or calling a third party.
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "../ui/dialog";
import { CheckIcon } from "../ui/icons";

const ITEMS = ["detail", "contrast", "repeat", "symmetry", "print"] as const;

export function MarkerGuideDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("wizard.guide.title")} width={560} data-testid="marker-guide-dialog">
        <div className="flex flex-col gap-3 text-sm text-slate-700">
          <p>{t("wizard.guide.intro")}</p>
          <ul className="flex flex-col gap-2.5">
            {ITEMS.map((item) => (
              <li key={item} className="flex gap-2.5">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                <span>{t(`wizard.guide.items.${item}`)}</span>
              </li>
            ))}
          </ul>
          <p className="rounded-lg bg-slate-50 p-3 text-slate-600">{t("wizard.guide.qrNote")}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
