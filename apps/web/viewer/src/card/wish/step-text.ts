// Step 2: a line of text, at most 500 characters (the server's limit), with a live counter.
import { h, uid } from "../dom";
import { t } from "../../shell/i18n";
import { MAX_TEXT } from "./draft";
import type { Step, StepContext } from "./step";

export function textStep(ctx: StepContext): Step {
  const id = uid("card-text");
  const counterId = uid("card-text-counter");
  const area = h("textarea", {
    id,
    rows: 4,
    maxlength: MAX_TEXT,
    "aria-describedby": counterId,
    class: "card-textarea",
  });
  area.value = ctx.draft.text;
  const counter = h("p", { id: counterId, class: "card-hint" });
  const update = () => {
    ctx.draft.text = area.value;
    counter.textContent = t("card.text.counter", { count: [...area.value].length, max: MAX_TEXT });
  };
  area.addEventListener("input", update);
  update();
  const element = h(
    "div",
    { class: "card-step-body" },
    h("label", { for: id, class: "card-label", text: t("card.text.label") }),
    area,
    counter,
  );
  return { id: "text", title: t("card.text.title"), element, shown: () => area.focus() };
}
