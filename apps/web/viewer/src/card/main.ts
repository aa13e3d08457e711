// The card pages' entry (boot.ts loads it for card routes). It reads the public card once (with
// this browser's wish token, if it has one), counts the open, and shows either the wish flow
// (an empty card, or one this browser filled and may still change) or the wish itself. The
// wish view's three.js part loads only when a filled card is shown, after the camera was asked.
import "./card.css";
import "./card-texts";
import { FAILURE_STATE, startCamera, type CameraResult } from "../shell/camera";
import { lang, t } from "../shell/i18n";
import { pageForStatus, showPublicPage } from "../shell/public-page";
import type { StatusLine } from "../shell/status";
import { CardApiError, fetchCard, recordView } from "./card-api";
import { h } from "./dom";
import { readWishToken, storeWishToken } from "./token-store";
import type { PublicCard } from "./types";
import { showWishFlow, type WishFlowOutcome } from "./wish/wish-flow";

type Notice = { text: string; alert?: boolean; actions?: HTMLElement[] };

export async function startCard(opts: { root: HTMLElement; status: StatusLine; cardId: string }): Promise<void> {
  const page = new CardPage(opts.root, opts.status, opts.cardId);
  void recordView(opts.cardId);
  await page.load();
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(lang(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

class CardPage {
  private screen: HTMLElement | null = null;
  private disposeView: (() => void) | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly status: StatusLine,
    private readonly cardId: string,
  ) {}

  async load(notice?: Notice): Promise<void> {
    this.status.set("loading");
    const loading = h("div", { class: "loading", role: "img", "aria-label": t("card.loading") });
    this.root.append(loading);
    let card: PublicCard;
    try {
      card = await fetchCard(this.cardId, readWishToken(this.cardId));
    } catch (error) {
      if (!(error instanceof CardApiError)) console.error(error);
      return showPublicPage(this.root, pageForStatus(error instanceof CardApiError ? error.status : 0, "card"));
    } finally {
      loading.remove();
    }
    this.show(card, notice);
  }

  private clear(): void {
    this.disposeView?.();
    this.disposeView = null;
    this.screen?.remove();
    this.screen = null;
  }

  private noticeElement(n: Notice | undefined): HTMLElement | null {
    if (!n) return null;
    return h(
      "div",
      {
        class: n.alert ? "card-notice card-notice-alert" : "card-notice",
        role: n.alert ? "alert" : "status",
        "data-testid": "card-notice",
      },
      h("p", { text: n.text }),
      n.actions?.length ? h("div", { class: "card-row" }, ...n.actions) : null,
    );
  }

  private show(card: PublicCard, notice?: Notice): void {
    if (card.editable) return this.showFlow(card, notice ?? this.editNotice(card));
    this.showWish(card, notice);
  }

  /** A card this browser filled and may still change opens on the flow, saying until when, with a way to see it. */
  private editNotice(card: PublicCard): Notice | undefined {
    if (card.state !== "filled" || !card.editableUntil) return undefined;
    const see = h("button", { type: "button", class: "card-button", text: t("card.save.show") });
    see.addEventListener("click", () => this.showWish(card));
    return { text: t("card.save.done", { time: formatTime(card.editableUntil) }), actions: [see] };
  }

  private showFlow(card: PublicCard, notice: Notice | undefined): void {
    this.clear();
    this.status.note(null);
    // The status line is put away while the flow is on screen (its own texts and alerts speak).
    this.status.element.hidden = true;
    const screen = h("div", { class: "card-screen" });
    this.screen = screen;
    this.root.append(screen);
    this.disposeView = showWishFlow({
      host: screen,
      card,
      token: readWishToken(card.id),
      notice: this.noticeElement(notice),
      onOutcome: (o) => void this.outcome(o),
    });
  }

  private async outcome(o: WishFlowOutcome): Promise<void> {
    if (o.kind === "saved") {
      storeWishToken(this.cardId, o.answer.token);
      const card = o.answer.card;
      const see = h("button", { type: "button", class: "card-button card-primary", text: t("card.save.show") });
      const edit = h("button", { type: "button", class: "card-button", text: t("card.save.edit") });
      see.addEventListener("click", () => this.showWish(card));
      edit.addEventListener("click", () => this.showFlow(card, undefined));
      this.clear();
      const screen = h(
        "div",
        { class: "card-screen" },
        h(
          "section",
          { class: "card-flow card-saved", "data-testid": "card-saved" },
          h("h1", { text: t("card.flow.title") }),
          this.noticeElement({
            text: t("card.save.done", { time: formatTime(o.answer.editableUntil) }),
            actions: [see, edit],
          }),
        ),
      );
      this.screen = screen;
      this.root.append(screen);
      see.focus();
      return;
    }
    // Someone else's wish won the race, or the window closed: show the card as it now is.
    this.clear();
    await this.load({ text: t(o.kind === "taken" ? "card.save.taken" : "card.save.locked"), alert: true });
  }

  private showWish(card: PublicCard, notice?: Notice): void {
    this.clear();
    this.status.element.hidden = false;
    const screen = h("div", { class: "card-overlay" });
    this.screen = screen;
    this.root.append(screen);
    // Image-tracked cards are tracked by their front design once the worker has prepared it.
    const tracked =
      card.state === "filled" && (card.tracking === "qr" ? card.card.qr !== null : Boolean(card.card.frontTarget));
    let camera: Promise<CameraResult> | null = null;
    if (tracked) {
      this.status.set("camera-asking");
      camera = startCamera();
    }
    const cancelled = { value: false };
    this.disposeView = () => {
      cancelled.value = true;
    };
    void import("./view/wish-view")
      .then(async (m) => {
        if (camera && card.tracking === "qr") m.prewarmTracker();
        const cam = camera ? await camera : null;
        if (cancelled.value) return void (cam?.ok && cam.stream.getTracks().forEach((tr) => tr.stop()));
        if (cam && !cam.ok) this.status.set(FAILURE_STATE[cam.reason]);
        const dispose = m.showWishView({
          root: this.root,
          overlay: screen,
          status: this.status,
          card,
          stream: cam?.ok ? cam.stream : null,
          notice: this.noticeElement(notice),
        });
        this.disposeView = dispose;
      })
      .catch((error: unknown) => {
        console.error(error);
        showPublicPage(this.root, "error");
      });
  }
}
