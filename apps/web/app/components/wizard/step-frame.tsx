// The frame every step (except design, which lays out its own canvas) sits in: the step's title
// and lead, its content, and a footer with Back and the step's main action.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { ArrowLeftIcon } from "../ui/icons";
import type { WizardStep } from "./wizard-steps";

export function StepFrame({
  step,
  title,
  lead,
  children,
  onBack,
  action,
}: {
  step: WizardStep;
  /** Instead of the step's title (the save step as a paid order's print view). */
  title?: string;
  lead?: ReactNode;
  children: ReactNode;
  onBack?: () => void;
  /** The main button, right-aligned in the footer. */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col" data-testid={`step-${step}`}>
      <div className="border-b border-slate-100 px-5 py-4 md:px-6">
        <h2 className="text-lg font-semibold text-slate-900" data-testid="step-title">
          {title ?? t(`wizard.steps.${step}`)}
        </h2>
        {lead && <p className="mt-1 text-sm text-slate-500">{lead}</p>}
      </div>
      <div className="flex flex-col gap-6 px-5 py-5 md:px-6">{children}</div>
      {(onBack || action) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-4 md:px-6">
          {onBack ? (
            <Button variant="ghost" onClick={onBack} data-testid="step-back">
              <ArrowLeftIcon className="size-4" />
              {t("wizard.previous")}
            </Button>
          ) : (
            <span />
          )}
          {action}
        </div>
      )}
    </Card>
  );
}
