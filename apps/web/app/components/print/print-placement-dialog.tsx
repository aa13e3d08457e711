// "Select the way to save cards" (spec 2, print and save dialog). Form state and rules live in
// placement-form.ts; this file wires them to inputs, the preview and the submit button.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CutOptions } from "@ar/card-layout";
import { useFocusInvalid } from "../../lib/use-focus-invalid";
import { Alert } from "../ui/alert";
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
import { readRememberedPlacement, rememberPlacement, restorePlacement } from "./placement-memory";
import type { PlacementRefusal } from "./placement-refusal";
import type { PreviewCodes } from "./placement-preview";
import { PlacementSummary } from "./placement-summary";
import type { PreviewQr } from "./preview-qr";
import { sizeErrorMessage, type SizeErrorCode } from "./print-size-messages";

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
  /**
   * The cards being saved, in print order (a paid order's). The count defaults to them and is
   * capped to them, visibly; the preview draws the first ones' real QR codes where `qr` says.
   */
  cards?: readonly { id: string }[];
  /** Where the design puts the QR (preview-qr.ts previewQrOf); null or absent: no codes drawn. */
  qr?: PreviewQr | null;
  /** The caller is requesting the cards: the submit button shows a spinner. */
  busy?: boolean;
  /**
   * The server refused the last submit (placement-refusal.ts): its field errors show next to the
   * inputs until they are edited, its message above the buttons. The caller clears it.
   */
  refusal?: PlacementRefusal | null;
  /**
   * Called only with valid values. `cardWidthCm`/`cardHeightCm` carry the card size chosen here
   * (a callback that reads only the first four fields is still fine). A rejected promise is the
   * caller's to report; the dialog only stops its spinner.
   */
  onSubmit(
    v: { count: number; cut: CutOptions; format: "images" | "pdf"; bleed: boolean } & Pick<
      PlacementSubmission,
      "cardWidthCm" | "cardHeightCm"
    >,
  ): void | Promise<void>;
};

export function PrintPlacementDialog(props: PrintPlacementDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Mounted per opening: each opening starts from the current defaults and the remembered settings. */}
      {props.open && <PlacementDialogContent {...props} title={t("print.placement.title")} />}
    </Dialog>
  );
}

/** The values a refusal was about, by field: a server error shows until its input changes. */
const REFUSED_VALUE: Record<PlacementField, keyof PlacementFormValues> = {
  count: "count",
  width: "width",
  height: "height",
  cardWidth: "cardWidth",
  cardHeight: "cardWidth",
  extendedLinesWidth: "extendedLinesWidth",
};

function PlacementDialogContent({
  design,
  defaultCount,
  cards,
  qr,
  busy,
  refusal = null,
  onSubmit,
  title,
}: PrintPlacementDialogProps & { title: string }) {
  const { t } = useTranslation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The last settings chosen in this browser (placement-memory.ts), over the defaults.
  const [values, setValues] = useState<PlacementFormValues>(() =>
    restorePlacement(
      initialPlacementValues({ defaultCount: defaultCount ?? cards?.length, cardWidthCm: design.cardWidthCm }),
      readRememberedPlacement(),
    ),
  );
  useEffect(() => rememberPlacement(values), [values]);
  const [touched, setTouched] = useState<Partial<Record<PlacementField, boolean>>>({});
  const [attempt, setAttempt] = useState<{ n: number } | null>(null);
  const [pending, setPending] = useState(false);
  useFocusInvalid(formRef, attempt ?? {});

  const maxCount = cards && cards.length > 0 ? cards.length : undefined;
  const formDesign = useMemo(
    () => ({
      frontAspect: design.frontAspect,
      twoSided: Boolean(design.backUrl),
      ...(maxCount !== undefined ? { maxCount } : {}),
    }),
    [design.frontAspect, design.backUrl, maxCount],
  );
  const codes: PreviewCodes | null = useMemo(
    () => (qr && cards?.length ? { qr, cardIds: cards.map((c) => c.id) } : null),
    [qr, cards],
  );
  const derived = useMemo(() => derivePlacement(values, formDesign), [values, formDesign]);
  // The values the server refused, kept from the render the refusal arrived in.
  // The refusal's message leads the form, scrolled into view: the submit is at the dialog's bottom.
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    refusalRef.current?.scrollIntoView({ block: "nearest" });
  }, [refusal]);
  const [refused, setRefused] = useState<{ refusal: PlacementRefusal | null; values: PlacementFormValues }>({
    refusal,
    values,
  });
  if (refused.refusal !== refusal) setRefused({ refusal, values });
  // A text that is no number shows its error once the field was left or a submit was tried, then
  // follows the typing; a size out of the print bounds at once, as it also disables the export.
  const fieldError = (f: PlacementField) => {
    const own = derived.errors[f];
    const shown = own && (own !== "invalid" || attempt || touched[f]) ? own : undefined;
    const server =
      refusal?.fields[f] && values[REFUSED_VALUE[f]] === refused.values[REFUSED_VALUE[f]]
        ? refusal.fields[f]
        : undefined;
    const code = shown ?? server;
    if (!code) return undefined;
    const m = fieldMessage(f, code, derived);
    return t(m.key, m.values);
  };

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
          <Button
            type="submit"
            form={formId}
            disabled={!derived.canSubmit}
            loading={busy || pending}
            data-testid="print-submit"
          >
            {t(`print.placement.${derived.submitLabel}`)}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {refusal?.message && (
          <div ref={refusalRef}>
            <Alert tone="error" data-testid="print-refused">
              {t(refusal.message.key, refusal.message.values)}
            </Alert>
          </div>
        )}
        <PlacementFields
          values={values}
          derived={derived}
          fieldError={fieldError}
          onValues={setValues}
          onBlur={(f) => setTouched((s) => (s[f] ? s : { ...s, [f]: true }))}
          onCommitColor={(field, input) => setValues((v) => commitColor(v, field, input))}
        />
        <PlacementSummary derived={derived} imageUrl={design.frontUrl} codes={codes} />
      </form>
    </DialogContent>
  );
}

function fieldMessage(field: PlacementField, code: SizeErrorCode, card: { cardWidth: number; cardHeight: number }) {
  if (field === "count" || field === "extendedLinesWidth") return { key: "print.placement.invalidValue" };
  return sizeErrorMessage(field, code, { width: card.cardWidth, height: card.cardHeight });
}
