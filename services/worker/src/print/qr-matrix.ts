// QR modules straight from qrcode's matrix: drawing them as pixel fills (raster) or vector
// rectangles (PDF) avoids rendering and decoding a PNG per card (≈15 ms each).

import QRCode from "qrcode";

/** Light modules around the code, as the QR specification asks for. */
export const QUIET_ZONE_MODULES = 4;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  isDark(row: number, column: number): boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

export interface ModuleRun {
  row: number;
  /** First dark column of the run and the column after it. */
  from: number;
  to: number;
}

/** Horizontal runs of dark modules: one rectangle a run instead of one a module. */
export function darkRuns(matrix: QrMatrix): ModuleRun[] {
  const runs: ModuleRun[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column++;
        continue;
      }
      const from = column;
      while (column < matrix.size && matrix.isDark(row, column)) column++;
      runs.push({ row, from, to: column });
    }
  }
  return runs;
}

/**
 * Module edges for a QR square of `side` units starting at `origin`, quiet zone included:
 * edge(i) is where module i (0 = first data module) starts. Rasters round the edges, so
 * modules differ by at most a pixel yet the code keeps its exact overall size.
 */
export function moduleEdges(matrix: QrMatrix, origin: number, side: number, round: boolean): (i: number) => number {
  const unit = side / (matrix.size + 2 * QUIET_ZONE_MODULES);
  return (i) => {
    const edge = origin + (i + QUIET_ZONE_MODULES) * unit;
    return round ? Math.round(edge) : edge;
  };
}
