// Spec 1: prices are a digit-grouped number followed by the rouble sign. Amounts are kept in
// kopecks; the fraction is shown only when there is one (100 000 kopecks → "1 000 ₽").
const NBSP = "\u00A0";

export function formatPrice(kopecks: number, locale: string = "ru"): string {
  const hasFraction = Math.round(kopecks) % 100 !== 0;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: hasFraction ? 2 : 0,
    maximumFractionDigits: hasFraction ? 2 : 0,
    useGrouping: true,
  }).format(Math.round(kopecks) / 100);
  return `${number}${NBSP}₽`;
}
