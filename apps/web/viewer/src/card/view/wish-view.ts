// A filled card: the wish over the printed card in AR — on its QR code (QR-tracked cards) or on its
// front design (image-tracked cards with a prepared target: shell/image-session.ts, loaded only
// for them) — or the same wish on a picture of the card in the orbitable 3D view (every camera
// failure, a target not prepared yet), then the gift. Without WebGL the wish is laid out flat.
import { Box3, Group, Vector3, type Object3D } from "three";
import { createQrTracker, type QrTracker } from "@ar/ar-tracking";
import { startArSession } from "../../shell/ar-session";
import { attachStream, stopStream } from "../../shell/camera";
import { createFallbackView } from "../../shell/fallback-view";
import { t } from "../../shell/i18n";
import { createStage, markAfterNextFrame, type Stage } from "../../shell/stage";
import { cameraBackdrop } from "../../shell/camera-backdrop";
import type { StatusLine } from "../../shell/status";
import { h } from "../dom";
import type { PublicCard } from "../types";
import { isCardLink } from "./card-geometry";
import { showFlatWish } from "./wish-flat";
import { buildWishScene, type WishScene } from "./wish-scene";

/** Performance marks the e2e test reads: the first frame drawn with the wish on the tracked card. */
export const MARK_CARD_ANCHORED = "viewer:card-anchored";

let warmTracker: QrTracker | null = null;

/** Starts the tracker's worker and WebAssembly while the camera prompt is still open (as the project viewer does). */
export function prewarmTracker(): void {
  warmTracker ??= createQrTracker();
}

type Options = {
  root: HTMLElement;
  overlay: HTMLElement;
  status: StatusLine;
  card: PublicCard;
  stream: MediaStream | null;
  notice: HTMLElement | null;
};

export function giftLinkOf(card: PublicCard): string | null {
  if (card.gift.mode === "fixed") return card.gift.link;
  if (card.gift.mode === "client") return card.wish?.giftLink ?? card.gift.link;
  return null;
}

export function showWishView(opts: Options): () => void {
  const { card, status, overlay } = opts;
  const gift = giftLinkOf(card);
  const giftLink = gift
    ? h("a", {
        href: gift,
        target: "_blank",
        rel: "noopener noreferrer",
        class: "card-button card-primary card-gift",
        hidden: true,
        "data-testid": "card-gift",
        text: t("card.view.gift"),
      })
    : null;
  overlay.replaceChildren(
    h("h1", { class: "card-visually-hidden", text: t("card.view.title") }),
    opts.notice ?? "",
    card.wish?.text
      ? h("p", { class: "card-visually-hidden", "data-testid": "card-wish-text", text: card.wish.text })
      : "",
    card.state === "empty" ? h("p", { class: "card-notice", text: t("card.view.empty") }) : "",
    giftLink ?? "",
  );
  const showGift = () => giftLink && (giftLink.hidden = false);

  const container = opts.root.querySelector<HTMLElement>("#stage")!;
  let stage: Stage;
  try {
    stage = createStage(container);
  } catch (error) {
    // No WebGL (old phone, blocked): the same wish as a flat page.
    console.warn("no WebGL, flat wish view", error);
    stopStream(opts.stream);
    warmTracker?.dispose();
    warmTracker = null;
    showGift();
    return showFlatWish(overlay, card);
  }
  const wish = buildWishScene(card, {
    withFace: !opts.stream,
    onError: (what, e) => {
      console.warn(`wish ${what} failed`, e);
      status.note("load-failed");
    },
  });
  stage.onFrame((dt) => wish.update(dt));
  const cleanups: (() => void)[] = [() => wish.dispose(), () => stage.dispose()];

  if (opts.stream && card.tracking === "qr" && card.card.qr) {
    cleanups.push(showAr({ ...opts, stage, container, wish, stream: opts.stream, onFirstFound: showGift }));
  } else if (opts.stream && card.tracking === "image" && card.card.frontTarget) {
    cleanups.push(
      showAr({
        ...opts,
        stage,
        container,
        wish,
        stream: opts.stream,
        onFirstFound: showGift,
        imageTarget: card.card.frontTarget,
      }),
    );
  } else {
    stopStream(opts.stream);
    warmTracker?.dispose();
    warmTracker = null;
    const view = createFallbackView({ stage, content: wish.root, container, marker: false });
    cleanups.push(() => view.dispose());
    if (!status.state || status.state === "loading" || status.state === "camera-asking") status.set("fallback");
    showGift();
    const frame = () => {
      view.frame();
      fitWidth(stage, wish.root);
    };
    window.addEventListener("resize", frame);
    cleanups.push(() => window.removeEventListener("resize", frame));
    void wish.ready.then(() => {
      frame();
      void playOrAskForTap(wish, status);
    });
  }
  return () => cleanups.reverse().forEach((c) => c());
}

/**
 * For an image-tracked card the anchor's unit is the card's width (the front design is the
 * target, centred), while the wish is laid out in units of a virtual code a quarter of the card
 * wide at its centre (wish-scene faceOf): a quarter scale maps one onto the other.
 */
export const IMAGE_CARD_WISH_SCALE = 0.25;

function showAr(
  o: Options & {
    stage: Stage;
    container: HTMLElement;
    wish: WishScene;
    stream: MediaStream;
    onFirstFound(): void;
    imageTarget?: string;
  },
): () => void {
  const { stage, container, status, card, wish } = o;
  const backdrop = cameraBackdrop(stage, container);
  const { video, layout } = backdrop;
  const anchor = new Group();
  anchor.name = "card-anchor";
  if (o.imageTarget) {
    const scaled = new Group();
    scaled.scale.setScalar(IMAGE_CARD_WISH_SCALE);
    scaled.add(wish.root);
    anchor.add(scaled);
  } else anchor.add(wish.root);
  stage.scene.add(anchor);
  let session: { stop(): void } | null = null;
  let stopped = false;
  let found = false;
  // An image-tracked card is found by its front design, not by a QR code: the status says so.
  if (o.imageTarget) status.subject("card");
  status.set("looking");
  void attachStream(video, o.stream, { status }).then(() => {
    if (stopped) return;
    layout();
    const onFound = () => {
      status.set("found");
      if (!found) {
        found = true;
        markAfterNextFrame(stage, MARK_CARD_ANCHORED);
        o.onFirstFound();
      }
      void playOrAskForTap(wish, status);
    };
    const onLost = () => {
      status.set("lost");
      wish.video?.pause();
    };
    if (o.imageTarget) {
      const target = o.imageTarget;
      warmTracker?.dispose();
      warmTracker = null;
      // The image tracker's chunk loads only for image-tracked cards.
      void import("../../shell/image-session").then(({ startImageSession }) => {
        if (stopped) return;
        session = startImageSession({
          video,
          camera: stage.camera,
          targets: [{ id: "front", url: target }],
          anchors: new Map([["front", anchor]]),
          keepLastPose: false,
          onFound,
          onLost,
        });
      });
      return;
    }
    session = startArSession({
      video,
      camera: stage.camera,
      anchor,
      // Only this card's own code anchors its wish (another card in view has another id).
      accept: (text) => isCardLink(text, card.id),
      ...(warmTracker ? { tracker: warmTracker } : {}),
      keepLastPose: false,
      onFound,
      onLost,
    });
  });
  const stop = () => {
    stopped = true;
    session?.stop();
    warmTracker = null;
    stopStream(o.stream);
    backdrop.remove();
  };
  window.addEventListener("pagehide", stop, { once: true });
  return stop;
}

/**
 * The 3D view frames its content by a bounding sphere and the vertical field of view, which leaves
 * a card cut at the sides of a portrait phone (or small on a wide screen). Keeping the view's
 * direction and target, the camera moves to the nearest distance at which every corner of the
 * card's box is inside both fields of view, with a small margin.
 */
function fitWidth(stage: Stage, content: Object3D): void {
  const camera = stage.camera;
  const box = new Box3().setFromObject(content);
  if (box.isEmpty()) return;
  const centre = box.getCenter(new Vector3());
  const direction = camera.position.clone().sub(centre).normalize();
  const tanV = Math.tan(((camera.fov / 2) * Math.PI) / 180) * 0.9;
  const tanH = tanV * camera.aspect;
  const corners = [0, 1, 2, 3, 4, 5, 6, 7].map(
    (i) => new Vector3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z),
  );
  const fits = (distance: number) => {
    camera.position.copy(centre).addScaledVector(direction, distance);
    camera.lookAt(centre);
    camera.updateMatrixWorld(true);
    return corners.every((c) => {
      const p = c.clone().applyMatrix4(camera.matrixWorldInverse);
      const depth = -p.z;
      return depth > 0 && Math.abs(p.x) <= tanH * depth && Math.abs(p.y) <= tanV * depth;
    });
  };
  let near = 0;
  let far = box.getSize(new Vector3()).length() * 4 + 1;
  if (!fits(far)) return;
  for (let i = 0; i < 30; i++) {
    const mid = (near + far) / 2;
    if (fits(mid)) far = mid;
    else near = mid;
  }
  fits(far);
  camera.near = far / 100;
  camera.far = far * 100;
  camera.updateProjectionMatrix();
}

/** The wish's video starts with sound; where the browser wants a gesture first, the status line asks for a tap. */
async function playOrAskForTap(wish: WishScene, status: StatusLine): Promise<void> {
  const video = wish.video;
  if (!video || !video.paused) return;
  try {
    await video.play();
    status.note(null);
  } catch {
    status.note("tap-for-sound");
    const onTap = () => {
      void video.play().then(
        () => {
          status.note(null);
          window.removeEventListener("pointerdown", onTap);
        },
        () => undefined,
      );
    };
    window.addEventListener("pointerdown", onTap);
  }
}
