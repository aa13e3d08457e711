// The QR a desktop visitor scans to open the same page on a phone. Made here from the page's own
// address (the QR image endpoint is the owner's, docs/decisions/0025); its own chunk, desktop only.
import QRCode from "qrcode";
import { t } from "../shell/i18n";

export async function pageQr(url: string, name: string): Promise<HTMLElement> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    margin: 4,
    errorCorrectionLevel: "M",
    color: { dark: "#000000", light: "#ffffff" },
  });
  const figure = document.createElement("figure");
  figure.className = "arkit-qr";
  const img = document.createElement("img");
  img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  img.alt = t("arkit.qrLabel", { name });
  img.width = 200;
  img.height = 200;
  img.dataset.url = url;
  const caption = document.createElement("figcaption");
  caption.textContent = t("arkit.qrHint");
  figure.append(img, caption);
  return figure;
}
