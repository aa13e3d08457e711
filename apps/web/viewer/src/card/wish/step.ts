// What each step of the wish flow gives the flow: its element, and a check before leaving it.
import type { PublicCard } from "../types";
import type { Draft } from "./draft";

export type StepContext = {
  card: PublicCard;
  draft: Draft;
  /** The wish token when this browser is changing its own wish (uploads carry it too). */
  token: string | null;
  /** While true the flow's Next and Save wait (an upload is running). */
  setBusy(busy: boolean): void;
};

export type Step = {
  id: "media" | "text" | "place" | "gift";
  title: string;
  element: HTMLElement;
  /** False keeps the person on the step (the step shows why). */
  leave?(): boolean;
  /** Called when the step is shown again (sizes that need layout). */
  shown?(): void;
  dispose?(): void;
};
