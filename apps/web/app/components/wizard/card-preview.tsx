// The check step's picture of the card as it will be printed: the design side that carries the QR
// with the test card's own QR drawn where the design step placed it (image cards: the front
// picture, which is the marker). Pointing the phone at it on screen is a real test.
import { useTranslation } from "react-i18next";
import { cardQrUrl, qrPlacement, type Collection } from "./wizard-api";

export function CardPreview({ collection, cardId }: { collection: Collection; cardId: string | null }) {
  const { t } = useTranslation();
  const qr = collection.trackingType === "qr" ? qrPlacement(collection) : null;
  const src = qr?.src ?? collection.backgroundFrontSrc;
  if (!src) return null;
  return (
    <figure className="flex flex-col gap-2" data-testid="check-preview">
      <figcaption className="text-sm font-semibold text-slate-900">{t("wizard.check.preview")}</figcaption>
      <div className="relative self-start overflow-hidden rounded-lg border border-slate-200 shadow-sm">
        <img src={src} alt={t("wizard.check.previewAlt")} className="block max-h-80 w-auto max-w-full" />
        {qr && cardId && (
          <img
            src={cardQrUrl(cardId, qr.colors)}
            alt=""
            className="absolute"
            style={{
              left: `${(qr.x / qr.width) * 100}%`,
              top: `${(qr.y / qr.height) * 100}%`,
              width: `${(qr.size / qr.width) * 100}%`,
            }}
          />
        )}
      </div>
    </figure>
  );
}
