// Where the wish goes in the tracked QR's frame. The anchor is the printed QR square (quiet zone
// included, as the print layout places it and card.qr reports it): its centre is the origin, one
// unit is the square's side, x runs right along the printed code, y out of the paper, z down the
// code (contracts: coordinate convention). The card face is then a rectangle in the XZ plane,
// known in millimetres from card.widthMm/heightMm and the square's position on that face.
import type { CardQr, Placed } from "../types";

export type FaceRect = {
  /** Centre of the card face, in QR-square units from the square's centre. */
  centreX: number;
  centreZ: number;
  width: number;
  height: number;
  /** Top-left corner of the face (x, z), the origin of Placed fractions. */
  left: number;
  top: number;
};

/** The card face the QR is printed on, in the QR anchor's units. */
export function faceInQrUnits(card: { widthMm: number; heightMm: number }, qr: CardQr): FaceRect {
  const s = qr.sizeMm;
  const qrCentreX = qr.xMm + s / 2;
  const qrCentreY = qr.yMm + s / 2;
  const width = card.widthMm / s;
  const height = card.heightMm / s;
  const left = -qrCentreX / s;
  const top = -qrCentreY / s;
  return { centreX: left + width / 2, centreZ: top + height / 2, width, height, left, top };
}

/** A placed item's centre on the face (x, z) and its turn about the face normal (+y, counter-clockwise seen from above). */
export function placedOnFace(face: FaceRect, p: Placed): { x: number; z: number; yaw: number; width: number } {
  // Clockwise on the card, seen from the front (+y), is a negative turn about +y.
  return {
    x: face.left + p.x * face.width,
    z: face.top + p.y * face.height,
    yaw: -p.rotation,
    width: p.scale * face.width,
  };
}

/**
 * Texture repeat/offset that makes a picture of mediaW × mediaH cover a target of targetW × targetH
 * (like CSS object-fit: cover): the picture keeps its proportions and the excess is cut evenly.
 */
export function coverCrop(
  mediaW: number,
  mediaH: number,
  targetW: number,
  targetH: number,
): { repeatX: number; repeatY: number; offsetX: number; offsetY: number } {
  if (!(mediaW > 0 && mediaH > 0 && targetW > 0 && targetH > 0))
    return { repeatX: 1, repeatY: 1, offsetX: 0, offsetY: 0 };
  const media = mediaW / mediaH;
  const target = targetW / targetH;
  if (media > target) {
    const repeatX = target / media;
    return { repeatX, repeatY: 1, offsetX: (1 - repeatX) / 2, offsetY: 0 };
  }
  const repeatY = media / target;
  return { repeatX: 1, repeatY, offsetX: 0, offsetY: (1 - repeatY) / 2 };
}

/** Whether a QR's text is this card's link: `{any card base}/{cardId}` (a custom domain may differ from ours). */
export function isCardLink(text: string, cardId: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  const last = url.pathname.replace(/\/+$/, "").split("/").pop();
  return last !== undefined && decodeURIComponent(last) === cardId;
}
