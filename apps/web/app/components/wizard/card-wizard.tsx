// The card wizard /cards-v2/{collectionId} (editors spec 2 and 4): its own top bar, the step
// indicator, the current step and the side column; the loading and errorLoad states.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { TopBar } from "../ui/top-bar";
import { CheckStep } from "./check-step";
import { DesignStep } from "./design/design-step";
import { FeaturesStep } from "./features-step";
import { OrderStep } from "./order-step";
import { WizardPaidOrders } from "./paid-orders-print";
import { PaymentStep } from "./payment-step";
import { SaveStep } from "./save-step";
import { SideColumn } from "./side-column";
import { StepFrame } from "./step-frame";
import { StepIndicator } from "./step-indicator";
import { TypeStep } from "./type-step";
import { useWizard } from "./use-wizard";

export function CardWizard({
  param,
  orderParam,
  printParam = false,
}: {
  param: string | undefined;
  orderParam: number | null;
  /** ?print=1 with a paid order: the save step as the order's print view. */
  printParam?: boolean;
}) {
  const { t } = useTranslation();
  const wizard = useWizard(param, orderParam, printParam);
  const { state, goTo, update } = wizard;
  const title = state.collection
    ? t("wizard.collectionTitle", { id: state.collection.id })
    : param === "new"
      ? t("wizard.newTitle")
      : t("wizard.title");

  return (
    <div
      className="min-h-screen bg-slate-50"
      data-testid="card-wizard"
      data-load-state={state.load}
      data-step={state.load === "ready" ? state.step : undefined}
    >
      {/* The wizard's own top bar: back to /cards-v2 and the collection's title. */}
      <TopBar backTo="/cards-v2" backLabel={t("wizard.back")} title={title} testId="wizard" className="max-w-7xl" />
      <main className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8 md:py-8">
        {state.load === "loading" && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500" data-testid="wizard-loading">
            <Spinner className="size-4" />
            {t("wizard.loading")}
          </p>
        )}
        {state.load === "errorLoad" && (
          <div
            className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center"
            data-testid="wizard-error"
          >
            <h2 role="alert" className="text-lg font-semibold text-slate-900">
              {t("wizard.errorLoad")}
            </h2>
            <p className="mt-1 text-sm text-slate-500">{t("wizard.errorLoadText")}</p>
            <div className="mt-6 flex gap-3">
              {param !== undefined && /^\d+$/.test(param) && (
                <Button variant="secondary" onClick={wizard.retry}>
                  {t("wizard.retry")}
                </Button>
              )}
              <Link to="/cards-v2" className={buttonClasses()}>
                {t("wizard.back")}
              </Link>
            </div>
          </div>
        )}
        {state.load === "ready" && (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <StepIndicator current={state.step} reached={state.reached} onJump={(step) => update({ step })} />
              {state.collection && state.step !== "payment" && state.step !== "save" && (
                <WizardPaidOrders wizard={wizard} collection={state.collection} />
              )}
              {state.step === "type" && <TypeStep wizard={wizard} />}
              {state.step === "design" && (
                <StepFrame step="design">
                  <DesignStep
                    trackingType={state.trackingType}
                    collection={state.collection}
                    ensureCollection={wizard.ensureCollection}
                    onSaved={(collection) => {
                      update({ collection });
                      void wizard.refresh();
                      goTo("features");
                    }}
                    onBack={() => update({ step: "type" })}
                  />
                </StepFrame>
              )}
              {state.step === "features" && state.collection && (
                <FeaturesStep wizard={wizard} collection={state.collection} />
              )}
              {state.step === "check" && state.collection && (
                <CheckStep wizard={wizard} collection={state.collection} />
              )}
              {state.step === "order" && state.collection && (
                <OrderStep wizard={wizard} collection={state.collection} />
              )}
              {state.step === "payment" && state.collection && <PaymentStep wizard={wizard} />}
              {state.step === "save" && state.collection && <SaveStep wizard={wizard} collection={state.collection} />}
            </div>
            <SideColumn step={state.step} />
          </div>
        )}
      </main>
    </div>
  );
}
