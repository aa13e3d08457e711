// Settings of the classic editor (platform spec 2): AR Cards type, the front image with its QR
// square, the back image (its label follows the tracking type) and the pack selectors.
import { useTranslation } from "react-i18next";
import { SelectField } from "../print/select-field";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { defaultQrPlacement, sameSize, type Side, type Size } from "./card-size";
import type { TrackingType } from "./editor-state";
import { ImageSlot } from "./image-slot";
import { PackMultiSelect } from "./pack-multi-select";
import { QrFields } from "./qr-fields";
import { QrOverlay } from "./qr-overlay";
import type { CollectionEditor } from "./use-collection-editor";

const TRACKING: readonly TrackingType[] = ["qr", "image"];

export function CollectionSettings({ editor }: { editor: CollectionEditor }) {
  const { t } = useTranslation();
  const { state, dispatch } = editor;
  const card = state.cardSize;
  const busy = state.front.status === "uploading" || state.back.status === "uploading";
  const measured = (side: Side) => (natural: Size) => {
    if (!sameSize(state[side].natural, natural)) dispatch({ type: "measured", side, natural });
  };

  return (
    <Card className="flex flex-col gap-8 p-5 md:p-6">
      <section className="flex flex-col gap-4" aria-labelledby="collection-settings">
        <h2 id="collection-settings" className="text-base font-semibold text-slate-900">
          {t("collections.editor.settings")}
        </h2>
        <SelectField
          className="max-w-sm"
          label={t("collections.editor.type")}
          value={state.trackingType}
          options={TRACKING.map((v) => ({ value: v, label: t(`collections.editor.types.${v}`) }))}
          onChange={(value) => dispatch({ type: "setTracking", value })}
          disabled={busy}
          data-testid="tracking-type"
        />
      </section>

      <section className="flex flex-col gap-4" aria-labelledby="collection-design">
        <div>
          <h2 id="collection-design" className="text-base font-semibold text-slate-900">
            {t("collections.editor.design")}
          </h2>
          <p className="mt-1 text-sm text-slate-500">{t("collections.editor.designHint")}</p>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <ImageSlot
            testId="front-slot"
            label={t("collections.editor.frontSlot")}
            side={state.front}
            frame={state.front.natural ?? card}
            onPick={(file) => void editor.pickImage("front", file)}
            onMeasured={measured("front")}
          >
            {state.qr && card && (
              <QrOverlay
                qr={state.qr}
                card={card}
                colors={state.qrColors}
                onMove={(qr) => dispatch({ type: "setQr", qr })}
              />
            )}
          </ImageSlot>
          <ImageSlot
            testId="back-slot"
            label={t(
              state.trackingType === "qr" ? "collections.editor.backSlotQr" : "collections.editor.backSlotImage",
            )}
            side={state.back}
            frame={state.back.natural}
            onPick={(file) => void editor.pickImage("back", file)}
            onMeasured={measured("back")}
          />
        </div>
        {state.front.url &&
          card &&
          (state.qr ? (
            <QrFields
              qr={state.qr}
              card={card}
              colors={state.qrColors}
              onQr={(qr) => dispatch({ type: "setQr", qr })}
              onColors={(colors) => dispatch({ type: "setQrColors", colors })}
            />
          ) : (
            <Button
              variant="secondary"
              className="w-fit"
              onClick={() => dispatch({ type: "setQr", qr: defaultQrPlacement(card) })}
              data-testid="qr-add"
            >
              {t("collections.editor.qr.add")}
            </Button>
          ))}
      </section>

      <section className="grid gap-4 md:grid-cols-2">
        <PackMultiSelect
          kind="sticker"
          label={t("collections.editor.packs.stickers")}
          selected={state.packs.sticker}
          attached={state.attachedPacks}
          onChange={(ids) => dispatch({ type: "setPacks", kind: "sticker", ids })}
          data-testid="sticker-packs"
        />
        <PackMultiSelect
          kind="model"
          label={t("collections.editor.packs.models")}
          selected={state.packs.model}
          attached={state.attachedPacks}
          onChange={(ids) => dispatch({ type: "setPacks", kind: "model", ids })}
          data-testid="model-packs"
        />
      </section>
    </Card>
  );
}
