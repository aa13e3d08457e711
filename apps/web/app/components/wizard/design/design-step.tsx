// The wizard's design step (editors spec 2–5, 9): the front side first, then the back, each on
// the 700×600 fabric canvas with its upload, crop and place-QR dialogs; the QR check and, for
// image markers, the trackability score beside it; Continue saves and uploads, then hands the
// collection back to the shell (design-step-props.ts is the contract).
import { checkQr, DEFAULT_CARD_WIDTH_CM, defaultQrOnSide, type QrPlacement } from "@ar/card-layout";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ImageIcon, UploadIcon } from "../../ui/icons";
import { trpc } from "../../../trpc/client";
import { canvasScale, DesignCanvas } from "./design-canvas";
import type { DesignStepProps } from "./design-step-props";
import { DesignFooter, SideActions } from "./design-actions";
import { canContinue, needsMarkerConfirmation, type QrColors, type SideKey } from "./design-state";
import { CropDialog } from "./crop-dialog";
import { loadImage, renderDesignImage, type CropRect } from "./image-pixels";
import { MarkerChangeDialog } from "./marker-change-dialog";
import { PlaceQrDialog } from "./place-qr-dialog";
import { needsPoorMarkerConfirmation, type FrontScore } from "./poor-marker";
import { PoorMarkerDialog } from "./poor-marker-dialog";
import { QrCheckPanel } from "./qr-check-panel";
import { cardLinkBase, cardLinkBytes, qrImageSrc } from "./qr-link";
import { SideTabs, SideUploads } from "./side-status";
import { TrackabilityPanel } from "./trackability-panel";
import { UploadImageDialog, type UploadResult } from "./upload-image-dialog";
import { useDesignStep } from "./use-design-step";
import { useMeasureSides } from "./use-measure-sides";
import { useSideAnalysis } from "./use-side-analysis";

type DialogName = "upload" | "crop" | "qr" | "marker" | "poorMarker";

export function DesignStep({ trackingType, collection, ensureCollection, onSaved, onBack }: DesignStepProps) {
  const { t } = useTranslation();
  const { state, dispatch, setImage, saving, saveError, save } = useDesignStep({
    collection,
    ensureCollection,
    onSaved,
  });
  const sideKey = state.current;
  const side = state[sideKey];
  const other = state[sideKey === "front" ? "back" : "front"];
  const opposite = other.url ? other.size : null;
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [afterConfirm, setAfterConfirm] = useState<"upload" | "crop">("upload");
  const [heatmapOn, setHeatmapOn] = useState(false);
  const [cropSource, setCropSource] = useState<HTMLImageElement | null>(null);
  const [cropFailed, setCropFailed] = useState(false);

  const urls = trpc.cards.urls.useQuery(undefined, { staleTime: Infinity, retry: 1 });
  // The wizard makes v2 collections: their cards open the v2 viewer (as printed, core card-link.ts).
  const base = cardLinkBase(urls.data?.wishesV2, state.data.domain);
  const testCardId = collection?.testCard?.id ?? null;
  const srcFor = (colors: QrColors) => qrImageSrc({ colors, testCardId, base });

  const scoresMarker = trackingType === "image" && sideKey === "front";
  const analysis = useSideAnalysis(side.url, side.size, scoresMarker);
  const scale = side.size ? canvasScale(side.size) : 0;

  // The front's last score is kept while the back is shown, so Continue can ask about a poor marker.
  const [frontScore, setFrontScore] = useState<FrontScore | null>(null);
  const [confirmedPoorUrl, setConfirmedPoorUrl] = useState<string | null>(null);
  const scored = scoresMarker && side.url ? analysis.trackability?.report : undefined;
  useEffect(() => {
    if (scored && side.url) setFrontScore({ url: side.url, score: scored.score, verdict: scored.verdict });
  }, [scored, side.url]);
  const proceed = () => {
    if (
      needsPoorMarkerConfirmation({
        trackingType,
        frontUrl: state.front.url,
        score: frontScore,
        confirmedUrl: confirmedPoorUrl,
      })
    )
      setDialog("poorMarker");
    else void save();
  };

  useMeasureSides(state, dispatch);

  const checkFor = (qr: QrPlacement, colors: QrColors) =>
    side.size && base
      ? checkQr({
          qr,
          side: side.size,
          colors,
          cardWidthCm: state.cardWidthCm ?? DEFAULT_CARD_WIDTH_CM,
          linkBytes: cardLinkBytes(base),
          surroundings: analysis.grey,
        })
      : null;
  const report = side.qrPosition ? checkFor(side.qrPosition, side.qrColors) : null;

  /** Replacing or cropping the front marker of a collection with paid orders asks first. */
  const guarded = (action: "upload" | "crop") => {
    if (
      needsMarkerConfirmation({ trackingType, side: sideKey, hasImage: side.url !== null, orders: collection?.orders })
    ) {
      setAfterConfirm(action);
      setDialog("marker");
    } else open(action);
  };
  const open = (action: DialogName) => {
    if (action === "crop" && side.url) {
      setCropFailed(false);
      setCropSource(null);
      void loadImage(side.url)
        .then(setCropSource)
        .catch(() => setCropFailed(true));
    }
    setDialog(action);
  };

  const uploaded = (result: UploadResult) => {
    setImage(sideKey, result.file, result.size);
    if (result.qrSize !== null) {
      const current = state[sideKey].qrPosition;
      dispatch({
        type: "setQr",
        side: sideKey,
        qr: current ? { ...current, size: result.qrSize } : defaultQrOnSide(result.size, result.qrSize),
      });
    }
    setDialog(null);
  };

  const cropped = async (rect: CropRect) => {
    if (!cropSource) return;
    try {
      const file = await renderDesignImage(
        cropSource,
        rect,
        { width: rect.width, height: rect.height },
        `${sideKey}.jpg`,
      );
      setImage(sideKey, file, { width: rect.width, height: rect.height });
      setDialog(null);
    } catch {
      setCropFailed(true);
    }
  };

  const ready = canContinue(state, trackingType);
  const blocker = !state.front.url ? "wizardDesign.needFront" : !ready ? "wizardDesign.needQr" : null;
  const sideName = t(`wizardDesign.sides.${sideKey}`);

  return (
    <div className="flex flex-col gap-6" data-testid="design-step">
      <p className="max-w-3xl text-sm text-slate-600">
        {t(trackingType === "qr" ? "wizardDesign.introQr" : "wizardDesign.introImage")}
      </p>

      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SideTabs
            state={state}
            trackingType={trackingType}
            onShow={(s: SideKey) => dispatch({ type: "show", side: s })}
          />
          <SideActions
            hasImage={Boolean(side.url)}
            canPlaceQr={Boolean(side.url && side.size)}
            hasQr={Boolean(side.qrPosition)}
            saving={saving}
            onUpload={() => guarded("upload")}
            onCrop={() => guarded("crop")}
            onQr={() => open("qr")}
          />
        </div>
        <div className="max-w-full">
          <DesignCanvas
            url={side.url}
            size={side.size}
            qr={side.qrPosition ? { position: side.qrPosition, src: srcFor(side.qrColors) } : null}
            heatmap={scoresMarker && heatmapOn ? (analysis.trackability?.heatmap ?? null) : null}
            onQrChange={(qr) => dispatch({ type: "setQr", side: sideKey, qr })}
            label={t("wizardDesign.canvas.label", { side: sideName })}
            empty={
              <div className="flex max-w-sm flex-col items-center gap-3 text-center">
                <ImageIcon className="size-10 text-slate-400" />
                <p className="text-sm text-slate-600">
                  {t(sideKey === "front" ? "wizardDesign.canvas.emptyFront" : "wizardDesign.canvas.emptyBack")}
                </p>
                <Button size="sm" onClick={() => guarded("upload")}>
                  <UploadIcon className="size-4" />
                  {t("wizardDesign.upload.open")}
                </Button>
              </div>
            }
          />
        </div>
        {side.qrPosition && <p className="text-xs text-slate-500">{t("wizardDesign.canvas.hint")}</p>}
      </div>

      {/* The checks sit under the canvas: the step's column is narrower than canvas plus a side panel. */}
      <div className="grid items-start gap-4 md:grid-cols-2 empty:hidden">
        {scoresMarker && (
          <TrackabilityPanel
            report={analysis.trackability?.report ?? null}
            busy={analysis.busy}
            failed={analysis.failed}
            heatmap={heatmapOn}
            onHeatmap={setHeatmapOn}
          />
        )}
        {(trackingType === "qr" || side.qrPosition) && side.url && (
          <QrCheckPanel
            report={report}
            cardWidthCm={state.cardWidthCm}
            onCardWidth={(cm) => dispatch({ type: "setCardWidth", cm })}
          />
        )}
        <SideUploads state={state} />
      </div>

      {saveError && <Alert tone="error">{t(saveError)}</Alert>}

      <DesignFooter blocker={blocker} ready={ready} saving={saving} onBack={onBack} onContinue={proceed} />

      <UploadImageDialog
        open={dialog === "upload"}
        onOpenChange={(o) => setDialog(o ? "upload" : null)}
        side={sideKey}
        offerQr={trackingType === "qr" && !state.front.qrPosition && !state.back.qrPosition}
        opposite={opposite}
        onDone={uploaded}
      />
      <CropDialog
        open={dialog === "crop"}
        onOpenChange={(o) => setDialog(o ? "crop" : null)}
        image={cropSource}
        opposite={opposite}
        initial={null}
        onApply={(rect) => void cropped(rect)}
      />
      {cropFailed && dialog === "crop" && (
        <span className="sr-only" role="alert">
          {t("wizardDesign.errors.encode")}
        </span>
      )}
      {side.size && (
        <PlaceQrDialog
          open={dialog === "qr"}
          onOpenChange={(o) => setDialog(o ? "qr" : null)}
          side={side.size}
          qr={side.qrPosition}
          colors={side.qrColors}
          scale={scale}
          srcFor={srcFor}
          checkFor={checkFor}
          onApply={(qr, colors) => {
            dispatch({ type: "setQr", side: sideKey, qr });
            dispatch({ type: "setColors", side: sideKey, colors });
            setDialog(null);
          }}
          onRemove={() => {
            dispatch({ type: "setQr", side: sideKey, qr: null });
            setDialog(null);
          }}
        />
      )}
      <PoorMarkerDialog
        open={dialog === "poorMarker"}
        score={frontScore?.score ?? 0}
        onOpenChange={(o) => setDialog(o ? "poorMarker" : null)}
        onChange={() => {
          dispatch({ type: "show", side: "front" });
          setDialog(null);
        }}
        onConfirm={() => {
          setConfirmedPoorUrl(state.front.url);
          setDialog(null);
          void save();
        }}
      />
      <MarkerChangeDialog
        open={dialog === "marker"}
        onOpenChange={(o) => setDialog(o ? "marker" : null)}
        onConfirm={() => open(afterConfirm)}
      />
    </div>
  );
}
