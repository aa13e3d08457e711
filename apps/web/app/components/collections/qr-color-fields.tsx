// The QR's dark and light colours with the low-contrast warning (editors spec 5), as the classic
// editor's QR fields and the wizard's Place QR dialog both show them. Typed text goes through
// card-layout's acceptColorInput: a colour it cannot read reverts to the one in force.
import { acceptColorInput, isQrContrastLow } from "@ar/card-layout";
import { ColorField } from "../print/color-field";
import { Alert } from "../ui/alert";

type QrColors = { dark: string; light: string };

export function QrColorFields({
  colors,
  onColors,
  labels,
}: {
  colors: QrColors;
  onColors(colors: QrColors): void;
  labels: { dark: string; light: string; contrast: string };
}) {
  const commit = (key: keyof QrColors) => (input: string) =>
    onColors({ ...colors, [key]: acceptColorInput(colors[key], input) });
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <ColorField label={labels.dark} value={colors.dark} onCommit={commit("dark")} data-testid="qr-dark" />
        <ColorField label={labels.light} value={colors.light} onCommit={commit("light")} data-testid="qr-light" />
      </div>
      {isQrContrastLow(colors.dark, colors.light) && (
        <Alert tone="warning" data-testid="qr-contrast">
          {labels.contrast}
        </Alert>
      )}
    </>
  );
}
