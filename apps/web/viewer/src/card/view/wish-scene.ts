// The wish as three.js objects in the QR anchor's frame (card-geometry.ts): the video or photo
// covering the card face, the text on a band across its lower part, stickers as flat pictures
// and models standing on the card, each where and how large the wish placed it. The same group
// hangs under the tracked anchor in AR and stands alone in the 3D view (with the card's own
// picture under it there, `withFace`).
import {
  Box3,
  DoubleSide,
  Group,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  SRGBColorSpace,
  TextureLoader,
  Vector3,
  VideoTexture,
  type Object3D,
  type Texture,
} from "three";
import { createAnimator, loadGlb, type Animator } from "@ar/scene-render/glb";
import { disposeObject } from "@ar/scene-render/dispose";
import type { CardQr, Placed, PublicCard } from "../types";
import { isVideoSrc } from "../wish/item-visual";
import { coverCrop, faceInQrUnits, placedOnFace, type FaceRect } from "./card-geometry";
import { textTexture } from "./text-texture";

/** The Draco decoder the console build serves (three's own files, same origin), as the project viewer uses. */
const DECODER_PATH = "/scene-editor/draco/";
/** Layers lie this far apart above the paper (in QR units) and draw in order, so nothing flickers. */
const LAYER = 0.004;

export type WishScene = {
  root: Group;
  face: FaceRect;
  /** Resolves when every file has loaded or failed (failures are reported through onError). */
  ready: Promise<void>;
  /** The wish's own video, when it has one. */
  video: HTMLVideoElement | null;
  update(dt: number): void;
  dispose(): void;
};

/** Without a printed QR (image-tracked cards) the face is laid out around a virtual square at its centre. */
export function faceOf(card: PublicCard): FaceRect {
  const { widthMm, heightMm } = card.card;
  const side = widthMm / 4;
  const qr: CardQr = card.card.qr ?? {
    side: "front",
    xMm: (widthMm - side) / 2,
    yMm: (heightMm - side) / 2,
    sizeMm: side,
  };
  return faceInQrUnits(card.card, qr);
}

function flatMaterial(map: Texture, order: number): MeshBasicMaterial {
  map.colorSpace = SRGBColorSpace;
  return new MeshBasicMaterial({
    map,
    transparent: true,
    depthWrite: false,
    side: DoubleSide,
    toneMapped: false,
    polygonOffset: true,
    polygonOffsetFactor: -order,
    polygonOffsetUnits: -order,
  });
}

/** A flat plane lying on the face (normal +y, its picture's top towards −z, the top of the card). */
function flatPlane(width: number, height: number, material: MeshBasicMaterial, order: number): Mesh {
  const mesh = new Mesh(new PlaneGeometry(width, height), material);
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = order * LAYER;
  mesh.renderOrder = order;
  return mesh;
}

function loadTexture(src: string): Promise<Texture> {
  const loader = new TextureLoader();
  loader.setCrossOrigin("anonymous");
  return loader.loadAsync(src);
}

function videoElement(src: string, muted: boolean): HTMLVideoElement {
  const video = document.createElement("video");
  video.crossOrigin = "anonymous";
  video.muted = muted;
  video.loop = true;
  video.playsInline = true;
  video.setAttribute("playsinline", "");
  video.preload = "auto";
  video.src = src;
  return video;
}

const sizeOf = (t: Texture): [number, number] => {
  const img = t.image as { width?: number; height?: number; videoWidth?: number; videoHeight?: number };
  return [img.videoWidth || img.width || 1, img.videoHeight || img.height || 1];
};

export function buildWishScene(
  card: PublicCard,
  opts: { withFace?: boolean; onError?(what: string, e: unknown): void },
): WishScene {
  const face = faceOf(card);
  const root = new Group();
  root.name = "wish";
  const wish = card.wish;
  const loads: Promise<unknown>[] = [];
  const animators: Animator[] = [];
  const videos: HTMLVideoElement[] = [];
  const fail = (what: string) => (e: unknown) => opts.onError?.(what, e);
  // The card face's centre; children are placed in face coordinates relative to it.
  const at = (x: number, z: number, obj: Object3D) => {
    obj.position.x += x;
    obj.position.z += z;
    root.add(obj);
  };

  if (opts.withFace) {
    const src = card.card.qr?.side === "back" ? card.card.backSrc : card.card.frontSrc;
    const material = new MeshBasicMaterial({ color: 0xf2f2f2, side: DoubleSide, toneMapped: false });
    at(face.centreX, face.centreZ, flatPlane(face.width, face.height, material, 0));
    if (src)
      loads.push(
        loadTexture(src).then((t) => {
          t.colorSpace = SRGBColorSpace;
          material.map = t;
          material.color.set(0xffffff);
          material.needsUpdate = true;
        }, fail("face")),
      );
  }

  let mediaVideo: HTMLVideoElement | null = null;
  if (wish?.media) {
    const media = wish.media;
    const material = new MeshBasicMaterial({
      transparent: true,
      depthWrite: false,
      side: DoubleSide,
      toneMapped: false,
      opacity: 0,
    });
    const plane = flatPlane(face.width, face.height, material, 1);
    at(face.centreX, face.centreZ, plane);
    const cover = (t: Texture, w: number, h: number) => {
      const c = coverCrop(media.width ?? w, media.height ?? h, face.width, face.height);
      t.repeat.set(c.repeatX, c.repeatY);
      t.offset.set(c.offsetX, c.offsetY);
      t.colorSpace = SRGBColorSpace;
      material.map = t;
      material.opacity = 1;
      material.needsUpdate = true;
    };
    if (media.kind === "image") {
      loads.push(loadTexture(media.src).then((t) => cover(t, ...sizeOf(t)), fail("media")));
    } else {
      const video = videoElement(media.src, false);
      mediaVideo = video;
      videos.push(video);
      const texture = new VideoTexture(video);
      loads.push(
        new Promise<void>((resolve) => {
          video.addEventListener(
            "loadedmetadata",
            () => (cover(texture, video.videoWidth, video.videoHeight), resolve()),
            { once: true },
          );
          video.addEventListener("error", () => (fail("media")(video.error), resolve()), { once: true });
        }),
      );
    }
  }

  if (wish?.text) {
    const { texture, aspect } = textTexture(wish.text);
    const width = face.width * 0.9;
    const height = width / aspect;
    // On the lower part of the face under a video or photo; in the middle of an empty face.
    const z = wish.media ? face.top + face.height * 0.94 - height / 2 : face.centreZ;
    at(face.centreX, z, flatPlane(width, height, flatMaterial(texture, 2), 2));
  }

  wish?.stickers.forEach((p, i) => {
    const order = 3 + i;
    const pos = placedOnFace(face, p);
    const holder = new Group();
    holder.rotation.y = pos.yaw;
    at(pos.x, pos.z, holder);
    const place = (t: Texture) => {
      const [w, h] = sizeOf(t);
      holder.add(flatPlane(pos.width, (pos.width * h) / w, flatMaterial(t, order), order));
    };
    if (isVideoSrc(p.src)) {
      const video = videoElement(p.src, true);
      videos.push(video);
      const texture = new VideoTexture(video);
      loads.push(
        new Promise<void>((resolve) => {
          video.addEventListener(
            "loadedmetadata",
            () => (place(texture), void video.play().catch(() => undefined), resolve()),
            { once: true },
          );
          video.addEventListener("error", () => (fail(`sticker ${p.itemId}`)(video.error), resolve()), { once: true });
        }),
      );
    } else {
      loads.push(loadTexture(p.src).then(place, fail(`sticker ${p.itemId}`)));
    }
  });

  wish?.models.forEach((p: Placed) => {
    const pos = placedOnFace(face, p);
    const holder = new Group();
    holder.rotation.y = pos.yaw;
    holder.position.y = (4 + wish.stickers.length) * LAYER;
    at(pos.x, pos.z, holder);
    loads.push(
      loadGlb(p.src, { decoderPath: DECODER_PATH }).then(
        (model) => {
          // Placed.scale is the model's width on the card; it stands on the card, centred on its spot.
          const box = new Box3().setFromObject(model.scene);
          const size = box.getSize(new Vector3());
          const across = Math.max(size.x, size.z);
          const k = across > 0 ? pos.width / across : 1;
          const centre = box.getCenter(new Vector3());
          model.scene.scale.setScalar(k);
          model.scene.position.set(-centre.x * k, -box.min.y * k, -centre.z * k);
          holder.add(model.scene);
          if (model.animations.length) {
            const animator = createAnimator(model.scene, model.animations);
            animator.play(true);
            animators.push(animator);
          }
        },
        fail(`model ${p.itemId}`),
      ),
    );
  });

  return {
    root,
    face,
    ready: Promise.all(loads).then(() => undefined),
    video: mediaVideo,
    update(dt) {
      for (const a of animators) a.update(dt);
    },
    dispose() {
      for (const v of videos) {
        v.pause();
        v.removeAttribute("src");
        v.load();
      }
      disposeObject(root);
    },
  };
}
