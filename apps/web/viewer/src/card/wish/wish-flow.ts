// The wish flow, one step at a time (mobile first): video or photo → a few words → stickers and
// models (when the packs have any) → the gift (when there is one to give or to show) → Save.
// A 409 means someone else filled the card first; a 403 that the edit window has closed (or the
// collection was archived); a 429 a limit (refusal.ts says which); a 400 names the field. The
// caller decides what comes after (saved notice, reload).
import { CardApiError, saveWish } from "../card-api";
import { limitReason } from "../refusal";
import { h } from "../dom";
import { t } from "../../shell/i18n";
import type { PublicCard, SaveWishAnswer } from "../types";
import { draftFrom, draftProblem, MAX_TEXT, toWishInput } from "./draft";
import { MAX_PLACED } from "./placement";
import { giftStep } from "./step-gift";
import { mediaStep } from "./step-media";
import { placeStep } from "./step-place";
import type { Step, StepContext } from "./step";
import { textStep } from "./step-text";

export type WishFlowOutcome = { kind: "saved"; answer: SaveWishAnswer } | { kind: "taken" } | { kind: "locked" };

const PROBLEM_KEYS = {
  empty: "card.save.empty",
  giftLink: "card.gift.invalid",
  tooMany: "card.place.limit",
  textTooLong: "card.text.tooLong",
} as const;

export function showWishFlow(opts: {
  host: HTMLElement;
  card: PublicCard;
  token: string | null;
  notice?: HTMLElement | null;
  onOutcome(o: WishFlowOutcome): void;
}): () => void {
  const { card, token } = opts;
  const draft = draftFrom(card);
  let busy = 0;
  const ctx: StepContext = {
    card,
    draft,
    token,
    setBusy(b) {
      busy = Math.max(0, busy + (b ? 1 : -1));
      renderNav();
    },
  };
  const steps = [mediaStep(ctx), textStep(ctx), placeStep(ctx), giftStep(ctx)].filter((s): s is Step => s !== null);
  let index = 0;
  let saving = false;

  const title = h("h1", { text: t("card.flow.title") });
  const stepLabel = h("p", { class: "card-step-count" });
  const stepTitle = h("h2", { class: "card-step-title", tabindex: -1 });
  const body = h("div", { class: "card-step" });
  const alert = h("p", { class: "card-alert", role: "alert", "data-testid": "card-save-alert" });
  const back = h("button", { type: "button", class: "card-button", text: t("card.flow.back") });
  const next = h("button", { type: "button", class: "card-button card-primary", text: t("card.flow.next") });
  const save = h("button", { type: "button", class: "card-button card-primary", text: t("card.flow.save") });
  const dots = h("ol", { class: "card-dots", "aria-label": t("card.flow.steps") });
  for (const s of steps) dots.append(h("li", { text: s.title }));
  const section = h(
    "section",
    { class: "card-flow", "aria-labelledby": "card-flow-title", "data-testid": "card-wish-flow" },
    h(
      "header",
      { class: "card-flow-header" },
      title,
      h("p", { class: "card-hint", text: t("card.flow.intro") }),
      opts.notice ?? null,
      dots,
    ),
    stepLabel,
    stepTitle,
    body,
    alert,
    h("footer", { class: "card-flow-footer" }, back, next, save),
  );
  title.id = "card-flow-title";

  function renderNav() {
    const last = index === steps.length - 1;
    back.hidden = index === 0;
    next.hidden = last;
    save.hidden = !last;
    next.disabled = busy > 0;
    save.disabled = busy > 0 || saving;
    save.textContent = saving ? t("card.flow.saving") : t("card.flow.save");
  }

  function show(i: number, focus: boolean) {
    index = i;
    const step = steps[i]!;
    stepLabel.textContent = t("card.flow.step", { n: i + 1, total: steps.length });
    stepTitle.textContent = step.title;
    [...dots.children].forEach((li, j) =>
      j === i ? li.setAttribute("aria-current", "step") : li.removeAttribute("aria-current"),
    );
    body.replaceChildren(step.element);
    alert.textContent = "";
    renderNav();
    step.shown?.();
    if (focus) stepTitle.focus();
  }

  back.addEventListener("click", () => show(Math.max(0, index - 1), true));
  next.addEventListener("click", () => {
    if (steps[index]!.leave?.() === false) return;
    show(Math.min(steps.length - 1, index + 1), true);
  });
  save.addEventListener("click", () => void submit());

  async function submit() {
    if (steps[index]!.leave?.() === false) return;
    const problem = draftProblem(draft, card.gift.mode);
    if (problem) {
      alert.textContent = t(PROBLEM_KEYS[problem], { max: problem === "textTooLong" ? MAX_TEXT : MAX_PLACED });
      return;
    }
    saving = true;
    renderNav();
    try {
      const answer = await saveWish(card.id, token, toWishInput(draft, card.gift.mode));
      dispose();
      opts.onOutcome({ kind: "saved", answer });
    } catch (error) {
      saving = false;
      renderNav();
      if (error instanceof CardApiError && error.status === 409) {
        dispose();
        return opts.onOutcome({ kind: "taken" });
      }
      if (error instanceof CardApiError && error.status === 403) {
        dispose();
        return opts.onOutcome({ kind: "locked" });
      }
      // Over a limit: said in the visitor's words; the draft stays for a later try.
      if (error instanceof CardApiError && error.status === 429) {
        alert.textContent = limitReason(error, "save");
        return;
      }
      const fields = error instanceof CardApiError ? Object.keys(error.fields) : [];
      const reason = error instanceof Error ? error.message : String(error);
      alert.textContent =
        t("card.save.failed", { reason }) +
        (fields.length ? ` ${t("card.save.fieldError", { field: fields.join(", ") })}` : "");
    }
  }

  function dispose() {
    for (const s of steps) s.dispose?.();
  }

  opts.host.replaceChildren(section);
  show(0, false);
  return dispose;
}
