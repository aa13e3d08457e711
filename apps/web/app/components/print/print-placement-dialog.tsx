// "Select the way to save cards" (spec 2, print and save dialog). Form state and rules live in
// placement-form.ts; this file wires them to inputs, the preview and the submit button.
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CutOptions } from "@ar/card-layout";
import { useFocusInvalid } from "../../lib/use-focus-invalid";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import {
  buildSubmission,
  commitColor,
  derivePlacement,
  initialPlacementValues,
  type PlacementField,
  type PlacementFormValues,
  type PlacementSubmission,
} from "./placement-form";
import { PlacementFields } from "./placement-fields";
import { PlacementSummary } from "./placement-summary";

export type PrintDesign = {
  frontUrl: string;
  backUrl?: string;
  /** Width / height of the front image. */
  frontAspect: number;
  cardWidthCm?: number;
};

export type PrintPlacementDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  design: PrintDesign;
  defaultCount?: number;
  /** The caller is requesting the cards: the submit button shows a spinner. */
  busy?: boolean;
  /**
   * Called only with valid values. `cardWidthCm`/`cardHeightCm` carry the card size chosen here
   * (a callback that reads only the first four fields is still fine). A rejected promise is the
   * caller's to report; the dialog only stops its spinner.
   */
  onSubmit(v: { count: number; cut: CutOptions; format: "images" | "pdf"; bleed: boolean } & Pick<PlacementSubmission, "cardWidthCm" | "cardHeightCm">): void | Promise<void>;
};

export function PrintPlacementDialog(props: PrintPlacementDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Mounted per opening, so each opening starts from the current defaults. */}
      {props.open && <PlacementDialogContent {...props} title={t("print.placement.title")} />}
    </Dialog>
  );
}

function PlacementDialogContent({ design, defaultCount, busy, onSubmit, title }: PrintPlacementDialogProps & { title: string }) {
  const { t } = useTranslation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PlacementFormValues>(() =>
    initialPlacementValues({ defaultCount, cardWidthCm: design.cardWidthCm }),
  );
  const [touched, setTouched] = useState<Partial<Record<PlacementField, boolean>>>({});
  const [attempt, setAttempt] = useState<{ n: number } | null>(null);
  const [pending, setPending] = useState(false);
  useFocusInvalid(formRef, attempt ?? {});

  const formDesign = useMemo(
    () => ({ frontAspect: design.frontAspect, twoSided: Boolean(design.backUrl) }),
    [design.frontAspect, design.backUrl],
  );
  const derived = useMemo(() => derivePlacement(values, formDesign), [values, formDesign]);
  // Errors show once a field was left or a submit was tried, then follow the typing.
  const fieldError = (f: PlacementField) =>
    derived.errors[f] && (attempt || touched[f]) ? t("print.placement.invalidValue") : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending || busy) return;
    const result = buildSubmission(values, formDesign);
    setAttempt((a) => ({ n: (a?.n ?? 0) + 1 }));
    if (!result.ok) return;
    setPending(true);
    Promise.resolve()
      .then(() => onSubmit(result.value))
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  return (
    <DialogContent
      title={title}
      width={700}
      data-testid="print-placement-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("print.placement.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={!derived.canSubmit} loading={busy || pending} data-testid="print-submit">
            {t(`print.placement.${derived.submitLabel}`)}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PlacementFields
          values={values}
          derived={derived}
          fieldError={fieldError}
          onValues={setValues}
          onBlur={(f) => setTouched((s) => (s[f] ? s : { ...s, [f]: true }))}
          onCommitColor={(field, input) => setValues((v) => commitColor(v, field, input))}
        />
        <PlacementSummary derived={derived} imageUrl={design.frontUrl} />
      </form>
    </DialogContent>
  );
}
