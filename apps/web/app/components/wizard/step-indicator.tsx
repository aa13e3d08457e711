// The wizard's step indicator (editors spec 2): the seven steps in order; a step already reached
// and before the current one is a button that jumps back to it, the others are plain text.
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { CheckIcon } from "../ui/icons";
import { canJumpTo, stepIndex, WIZARD_STEPS, type WizardStep } from "./wizard-steps";

export function StepIndicator({
  current,
  reached,
  onJump,
}: {
  current: WizardStep;
  reached: WizardStep;
  onJump(step: WizardStep): void;
}) {
  const { t } = useTranslation();
  const currentIndex = stepIndex(current);
  return (
    <nav aria-label={t("wizard.stepsLabel")} data-testid="wizard-steps">
      {/* Narrow screens: the current step and where it is in the run. */}
      <p className="mb-2 text-xs font-medium text-slate-500 md:hidden">
        {t("wizard.stepOf", { n: currentIndex + 1, total: WIZARD_STEPS.length })}
      </p>
      <ol className="flex items-start gap-1">
        {WIZARD_STEPS.map((step, i) => {
          const done = i < currentIndex;
          const isCurrent = step === current;
          const jumpable = canJumpTo(step, current, reached);
          const circle = (
            <span
              className={cn(
                "grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold transition-colors",
                isCurrent && "border-brand-600 bg-brand-600 text-white",
                done && "border-brand-600 bg-white text-brand-700",
                !isCurrent && !done && "border-slate-300 bg-white text-slate-500",
              )}
            >
              {done ? <CheckIcon className="size-4" /> : i + 1}
            </span>
          );
          const label = (
            <span
              className={cn(
                "hidden text-center text-xs leading-tight md:block",
                isCurrent ? "font-semibold text-slate-900" : done ? "text-slate-700" : "text-slate-500",
              )}
            >
              {t(`wizard.steps.${step}`)}
            </span>
          );
          return (
            <li
              key={step}
              className="relative flex min-w-0 flex-1 flex-col items-center"
              data-testid={`wizard-step-${step}`}
              data-state={isCurrent ? "current" : done ? "done" : "upcoming"}
            >
              {i > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-4 right-1/2 mr-5 h-0.5 w-[calc(100%-2.5rem)]",
                    i <= currentIndex ? "bg-brand-500" : "bg-slate-200",
                  )}
                />
              )}
              {jumpable ? (
                <button
                  type="button"
                  onClick={() => onJump(step)}
                  className="flex flex-col items-center gap-1.5 rounded-lg px-1 pb-1 hover:[&>span:first-child]:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  aria-label={`${i + 1}. ${t(`wizard.steps.${step}`)} (${t("wizard.stepDone")})`}
                >
                  {circle}
                  {label}
                </button>
              ) : (
                <span
                  className="flex flex-col items-center gap-1.5 px-1 pb-1"
                  aria-current={isCurrent ? "step" : undefined}
                >
                  {circle}
                  {label}
                  <span className="sr-only md:hidden">{t(`wizard.steps.${step}`)}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
