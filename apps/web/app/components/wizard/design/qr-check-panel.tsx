// The QR check (beyond the spec): module size at the printed card width, colour contrast and
// the picture around the code, each with a plain-language verdict, plus the printed card width
// the module size depends on (data.cardWidth, default 14.8 cm), within the print bounds the server
// checks on save (1–42 cm).
import { DEFAULT_CARD_WIDTH_CM, QR_MIN_MODULE_MM, type CheckLevel, type QrCheckReport } from "@ar/card-layout";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertCircleIcon, CheckCircleIcon } from "../../ui/icons";
import { TextField } from "../../ui/text-field";
import { checkCardWidthText, sizeErrorMessage } from "../../print/print-size-messages";
import { cn } from "../../../lib/cn";

const tone: Record<CheckLevel, string> = { good: "text-emerald-700", warning: "text-amber-700", bad: "text-red-700" };
const badge: Record<CheckLevel, string> = {
  good: "bg-emerald-50 text-emerald-800 border-emerald-200",
  warning: "bg-amber-50 text-amber-800 border-amber-200",
  bad: "bg-red-50 text-red-800 border-red-200",
};

function LevelIcon({ level }: { level: CheckLevel }) {
  const Icon = level === "good" ? CheckCircleIcon : AlertCircleIcon;
  return <Icon className={cn("mt-0.5 size-4 shrink-0", tone[level])} />;
}

/** The three lines of the check; `compact` drops the explanations (the QR dialog's side column). */
export function QrCheckList({ report, compact = false }: { report: QrCheckReport; compact?: boolean }) {
  const { t } = useTranslation();
  const { module, contrast, surroundings } = report;
  const mm = module.mm.toFixed(2);
  const lines: { key: string; level: CheckLevel; title: string; detail: string }[] = [
    {
      key: "module",
      level: module.level,
      title: t("wizardDesign.check.module", { mm }),
      detail:
        module.level === "good"
          ? t("wizardDesign.check.moduleGood")
          : t("wizardDesign.check.moduleBad", { min: QR_MIN_MODULE_MM }),
    },
    {
      key: "contrast",
      level: contrast.level,
      title: t("wizardDesign.check.contrast", { ratio: contrast.ratio.toFixed(1) }),
      detail: contrast.inverted
        ? t("wizardDesign.check.contrastInverted")
        : t(
            contrast.level === "good"
              ? "wizardDesign.check.contrastGood"
              : contrast.level === "warning"
                ? "wizardDesign.check.contrastLow"
                : "wizardDesign.check.contrastBad",
          ),
    },
    {
      key: "surroundings",
      level: surroundings.level,
      title: t(
        surroundings.clipped
          ? "wizardDesign.check.clipped"
          : surroundings.level === "good"
            ? "wizardDesign.check.plain"
            : "wizardDesign.check.busy",
      ),
      detail: t(
        surroundings.clipped
          ? "wizardDesign.check.clippedHint"
          : surroundings.level === "good"
            ? "wizardDesign.check.plainHint"
            : "wizardDesign.check.busyHint",
      ),
    },
  ];
  return (
    <ul className="flex flex-col gap-2.5" data-testid="qr-check-list">
      {lines.map((line) => (
        <li key={line.key} className="flex gap-2 text-sm" data-testid={`qr-check-${line.key}`} data-level={line.level}>
          <LevelIcon level={line.level} />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{line.title}</p>
            {!compact && <p className="text-slate-600">{line.detail}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function QrCheckPanel({
  report,
  cardWidthCm,
  onCardWidth,
}: {
  report: QrCheckReport | null;
  cardWidthCm: number | null;
  onCardWidth(cm: number | null): void;
}) {
  const { t } = useTranslation();
  const shown = cardWidthCm ?? DEFAULT_CARD_WIDTH_CM;
  const [draft, setDraft] = useState(String(shown));
  useEffect(() => setDraft(String(shown)), [shown]);
  const checked = checkCardWidthText(draft);
  const problem = checked.ok
    ? null
    : checked.code === "invalid"
      ? { key: "wizardDesign.upload.invalidNumber" }
      : sizeErrorMessage("cardWidth", checked.code);

  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="qr-check-title"
      data-testid="qr-check"
      data-level={report?.level ?? ""}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id="qr-check-title" className="text-sm font-semibold text-slate-900">
          {t("wizardDesign.check.title")}
        </h3>
        {report && (
          <span
            className={cn("shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold", badge[report.level])}
            data-testid="qr-check-verdict"
          >
            {t(`wizardDesign.check.verdict.${report.level}`)}
          </span>
        )}
      </div>
      {report ? (
        <QrCheckList report={report} />
      ) : (
        <p className="text-sm text-slate-500">{t("wizardDesign.check.noQr")}</p>
      )}
      <TextField
        label={t("wizardDesign.check.cardWidth")}
        hint={t("wizardDesign.check.cardWidthHint")}
        inputMode="decimal"
        value={draft}
        error={problem ? t(problem.key, problem.values) : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() =>
          checked.ok
            ? onCardWidth(checked.cm === DEFAULT_CARD_WIDTH_CM && cardWidthCm === null ? null : checked.cm)
            : setDraft(String(shown))
        }
        onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
        data-testid="card-width"
      />
    </section>
  );
}
