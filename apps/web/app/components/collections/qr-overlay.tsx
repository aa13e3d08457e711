// The QR square over the front preview. Positions are design pixels of the card; the square is
// placed by percentages of the card so it lines up whatever size the preview is drawn at.
// Drag it with a pointer, or focus it and use the arrow keys (Shift: 10 px steps).
import type { QrPlacement } from "@ar/card-layout";
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Size } from "./card-size";
import type { QrColors } from "./editor-state";

export function QrOverlay({
  qr,
  card,
  colors,
  onMove,
}: {
  qr: QrPlacement;
  card: Size;
  colors: QrColors;
  onMove(qr: QrPlacement): void;
}) {
  const { t } = useTranslation();
  const drag = useRef<{ x: number; y: number; start: QrPlacement; scaleX: number; scaleY: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.parentElement?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    drag.current = {
      x: e.clientX,
      y: e.clientY,
      start: qr,
      scaleX: card.width / box.width,
      scaleY: card.height / box.height,
    };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    onMove({ ...d.start, x: d.start.x + (e.clientX - d.x) * d.scaleX, y: d.start.y + (e.clientY - d.y) * d.scaleY });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    onMove({ ...qr, x: qr.x + move[0], y: qr.y + move[1] });
  };

  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={t("collections.editor.qr.overlay", {
        x: Math.round(qr.x),
        y: Math.round(qr.y),
        size: Math.round(qr.size),
      })}
      data-testid="qr-overlay"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
      className="absolute cursor-move touch-none rounded-[2px] outline-2 outline-offset-1 outline-brand-500 focus-visible:outline-4"
      style={{
        left: `${(qr.x / card.width) * 100}%`,
        top: `${(qr.y / card.height) * 100}%`,
        width: `${(qr.size / card.width) * 100}%`,
        aspectRatio: "1",
      }}
    >
      <QrMark dark={colors.dark} light={colors.light} />
    </div>
  );
}

/** A stand-in QR (finder patterns and a few modules): each card gets its own code when printed. */
function QrMark({ dark, light }: { dark: string; light: string }) {
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} fill={dark} />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill={light} />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill={dark} />
    </g>
  );
  const modules = [
    [9, 2],
    [11, 4],
    [9, 6],
    [2, 9],
    [5, 11],
    [9, 9],
    [11, 11],
    [13, 9],
    [16, 11],
    [9, 13],
    [12, 15],
    [14, 13],
    [16, 16],
    [10, 17],
    [18, 18],
    [15, 19],
    [17, 14],
  ];
  return (
    <svg viewBox="-4 -4 29 29" aria-hidden="true" className="block size-full" shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={29} height={29} fill={light} />
      {finder(0, 0)}
      {finder(14, 0)}
      {finder(0, 14)}
      {modules.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={2} height={2} fill={dark} />
      ))}
    </svg>
  );
}
