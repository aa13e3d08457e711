// Step "Тип открыток" (editors spec 2 and 4): QR or image tracking. Locked once the collection
// exists: the markers of printed cards depend on it.
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { rovingKeyDown } from "../../lib/roving-index";
import { Button } from "../ui/button";
import { ImageIcon, QrIcon } from "../ui/icons";
import type { TrackingType } from "../collections/collections-api";
import { StepFrame } from "./step-frame";
import type { Wizard } from "./use-wizard";

const TYPES: { value: TrackingType; Icon: typeof QrIcon }[] = [
  { value: "qr", Icon: QrIcon },
  { value: "image", Icon: ImageIcon },
];

export function TypeStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { state, update, goTo } = wizard;
  const locked = state.collection !== null;
  return (
    <StepFrame
      step="type"
      lead={t("wizard.type.lead")}
      action={
        <Button onClick={() => goTo("design")} data-testid="step-continue">
          {t("wizard.continue")}
        </Button>
      }
    >
      <div
        role="radiogroup"
        aria-label={t("wizard.steps.type")}
        onKeyDown={rovingKeyDown}
        className="grid gap-4 sm:grid-cols-2"
      >
        {TYPES.map(({ value, Icon }) => {
          const selected = state.trackingType === value;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={selected ? 0 : -1}
              disabled={locked && !selected}
              onClick={() => !locked && update({ trackingType: value })}
              data-testid={`type-${value}`}
              className={cn(
                "flex items-start gap-4 rounded-xl border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                selected ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:border-brand-300",
                locked && "cursor-default",
                locked && !selected && "opacity-50",
              )}
            >
              <span
                className={cn(
                  "grid size-11 shrink-0 place-items-center rounded-lg",
                  selected ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-600",
                )}
              >
                <Icon className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{t(`wizard.type.${value}.title`)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(`wizard.type.${value}.text`)}</span>
              </span>
            </button>
          );
        })}
      </div>
      {locked && (
        <p className="text-sm text-slate-500" data-testid="type-locked">
          {t("wizard.type.locked")}
        </p>
      )}
    </StepFrame>
  );
}
