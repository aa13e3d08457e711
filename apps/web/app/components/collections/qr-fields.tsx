// QR placement fields under the front image: X, Y and size in design pixels (size kept within
// 60–500) and the QR's dark and light colours, with the low-contrast warning (editors spec 5).
import type { QrPlacement } from "@ar/card-layout";
import { useTranslation } from "react-i18next";
import { NumberDraftField } from "../ui/number-field";
import { clampQrPlacement, type Size } from "./card-size";
import type { QrColors } from "./editor-state";
import { QrColorFields } from "./qr-color-fields";

export function QrFields({
  qr,
  card,
  colors,
  onQr,
  onColors,
}: {
  qr: QrPlacement;
  card: Size;
  colors: QrColors;
  onQr(qr: QrPlacement): void;
  onColors(colors: QrColors): void;
}) {
  const { t } = useTranslation();
  const commit = (field: keyof QrPlacement) => (value: number) => {
    const next = clampQrPlacement({ ...qr, [field]: value }, card);
    onQr(next);
    return next[field];
  };
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4" data-testid="qr-fields">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("collections.editor.qr.title")}</legend>
      <p className="-mt-1 text-xs text-slate-500">
        {t("collections.editor.qr.hint", { width: card.width, height: card.height })}
      </p>
      <div className="grid grid-cols-3 items-end gap-3">
        <NumberDraftField label={t("collections.editor.qr.x")} value={qr.x} onCommit={commit("x")} data-testid="qr-x" />
        <NumberDraftField label={t("collections.editor.qr.y")} value={qr.y} onCommit={commit("y")} data-testid="qr-y" />
        <NumberDraftField
          label={t("collections.editor.qr.size")}
          value={qr.size}
          onCommit={commit("size")}
          data-testid="qr-size"
        />
      </div>
      <QrColorFields
        colors={colors}
        onColors={onColors}
        labels={{
          dark: t("collections.editor.qr.dark"),
          light: t("collections.editor.qr.light"),
          contrast: t("collections.editor.qr.contrast"),
        }}
      />
    </fieldset>
  );
}
