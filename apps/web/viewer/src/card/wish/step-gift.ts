// Step 4: the gift. A "client" gift is the link the person filling the card gives (http or https
// only); a "fixed" gift is the creator's link, shown read-only so the person knows it comes along.
import { h, uid } from "../dom";
import { t } from "../../shell/i18n";
import { isGiftLink, MAX_GIFT_LINK } from "./draft";
import type { Step, StepContext } from "./step";

export function giftStep(ctx: StepContext): Step | null {
  const { gift } = ctx.card;
  if (gift.mode === "fixed" && gift.link) {
    const element = h(
      "div",
      { class: "card-step-body" },
      h("p", { text: t("card.gift.fixed") }),
      h("a", { href: gift.link, target: "_blank", rel: "noopener noreferrer", class: "card-link", text: gift.link }),
    );
    return { id: "gift", title: t("card.gift.title"), element };
  }
  if (gift.mode !== "client") return null;
  const id = uid("card-gift");
  const hintId = uid("card-gift-hint");
  const errorId = uid("card-gift-error");
  const input = h("input", {
    id,
    type: "url",
    inputmode: "url",
    autocomplete: "url",
    maxlength: MAX_GIFT_LINK,
    "aria-describedby": `${hintId} ${errorId}`,
    class: "card-input",
    placeholder: "https://",
  });
  input.value = ctx.draft.giftLink;
  const error = h("p", { id: errorId, class: "card-alert", role: "alert" });
  input.addEventListener("input", () => {
    ctx.draft.giftLink = input.value;
    if (error.textContent) check();
  });
  const check = () => {
    const v = input.value.trim();
    const ok = v === "" || isGiftLink(v);
    error.textContent = ok ? "" : t("card.gift.invalid");
    input.setAttribute("aria-invalid", ok ? "false" : "true");
    return ok;
  };
  const element = h(
    "div",
    { class: "card-step-body" },
    h("label", { for: id, class: "card-label", text: t("card.gift.label") }),
    input,
    h("p", { id: hintId, class: "card-hint", text: t("card.gift.hint") }),
    error,
  );
  return {
    id: "gift",
    title: t("card.gift.title"),
    element,
    leave: () => {
      const ok = check();
      if (!ok) input.focus();
      return ok;
    },
  };
}
