// The ARKit page's own texts (ru/en, the same keys in both: registerTexts checks).
import { registerTexts } from "../shell/i18n";

registerTexts({
  en: {
    "arkit.openQuickLook": "View in AR",
    "arkit.openSceneViewer": "View in AR",
    "arkit.previewAlt": "{name}: tap to view in AR",
    "arkit.qrLabel": "QR code to open {name} on a phone",
    "arkit.qrHint": "Scan with a phone camera to place the model in your room",
    "arkit.size": "Real size: {size}",
    "arkit.preview3d": "3D preview of {name}",
  },
  ru: {
    "arkit.openQuickLook": "Смотреть в AR",
    "arkit.openSceneViewer": "Смотреть в AR",
    "arkit.previewAlt": "{name}: коснитесь, чтобы посмотреть в AR",
    "arkit.qrLabel": "QR-код, чтобы открыть «{name}» на телефоне",
    "arkit.qrHint": "Отсканируйте камерой телефона, чтобы поставить модель в комнате",
    "arkit.size": "Натуральный размер: {size}",
    "arkit.preview3d": "3D-просмотр «{name}»",
  },
});
