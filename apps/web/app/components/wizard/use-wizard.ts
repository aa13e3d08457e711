// The wizard's state against the API: loads the collection named by the route (and the order of
// ?order=), picks the start step, moves between steps, creates a new collection on demand
// (ensureCollection, used by the design step) and replaces the URL with its id without losing
// the wizard's state.
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { trpc } from "../../trpc/client";
import { parseCollectionId } from "../collections/collection-id";
import type { TrackingType } from "../collections/collections-api";
import type { BuyAnswer, Collection } from "./wizard-api";
import { advance, isPaidStatus, startState, type WizardStep } from "./wizard-steps";

export type LoadState = "loading" | "errorLoad" | "ready";

/** The payment being made on the payment step (POST /api/cards/{id}/buy's answer). */
export type ActivePayment = BuyAnswer;

/** What the order step starts from when an unpaid order was chosen (or given by ?order=). */
export type OrderDraft = { orderId: number; count: number; promo: string };

export type WizardState = {
  load: LoadState;
  collection: Collection | null;
  trackingType: TrackingType;
  step: WizardStep;
  reached: WizardStep;
  orderId: number | null;
  draft: OrderDraft | null;
  payment: ActivePayment | null;
  paymentSuccess: boolean;
  /** The save step is the print view of a paid order (a Print / Reprint link), not the end of a payment. */
  printing: boolean;
  /**
   * The order whose print dialog the save step already opened by itself. Kept here, not in the
   * step, so going back a step and returning does not open it again; a fresh load resets it.
   */
  printOffered: number | null;
};

const initial = (load: LoadState): WizardState => ({
  load,
  collection: null,
  trackingType: "qr",
  step: "type",
  reached: "type",
  orderId: null,
  draft: null,
  payment: null,
  paymentSuccess: false,
  printing: false,
  printOffered: null,
});

export function useWizard(param: string | undefined, orderParam: number | null, printParam = false) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.cards.create.useMutation();
  const parsed = useMemo(() => parseCollectionId(param), [param]);
  const [state, setState] = useState<WizardState>(() => initial(parsed.kind === "new" ? "ready" : "loading"));
  // Every change goes through `update`, which computes the next state from the ref at once, so
  // code that runs right after (the URL replacement in ensureCollection) already sees it.
  const stateRef = useRef(state);
  const update = useCallback((patch: Partial<WizardState> | ((s: WizardState) => Partial<WizardState>)) => {
    const s = stateRef.current;
    const next = { ...s, ...(typeof patch === "function" ? patch(s) : patch) };
    stateRef.current = next;
    setState(next);
  }, []);

  const loadToken = useRef(0);
  const load = useCallback(
    async (id: number) => {
      const token = ++loadToken.current;
      update({ ...initial("loading") });
      try {
        const collection = await utils.cards.get.fetch({ collectionId: id }, { staleTime: 0 });
        // ?order= counts only for an order of this collection; a stale or foreign one is ignored.
        const listed = orderParam !== null ? collection.orders.find((o) => o.id === orderParam) : undefined;
        const order = listed
          ? await utils.cards.orderStatus.fetch({ orderId: listed.id }, { staleTime: 0 }).catch(() => null)
          : null;
        if (token !== loadToken.current) return;
        const start = startState({ collection, order, print: printParam });
        update({
          ...initial("ready"),
          collection,
          trackingType: collection.trackingType,
          ...start,
          draft:
            order && !isPaidStatus(order.status)
              ? { orderId: order.id, count: order.count, promo: order.promo ?? "" }
              : null,
        });
      } catch {
        if (token === loadToken.current) update({ ...initial("errorLoad") });
      }
    },
    [utils, orderParam, printParam, update],
  );

  // The parameter changes on first render, on links between collections, and when a new
  // collection's URL is replaced by its id — that one is already in the state, so it is kept.
  useEffect(() => {
    const s = stateRef.current;
    if (parsed.kind === "new") {
      if (s.collection !== null || s.load !== "ready") {
        loadToken.current++;
        update(initial("ready"));
      }
    } else if (parsed.kind === "invalid") {
      loadToken.current++;
      update(initial("errorLoad"));
    } else if (s.collection?.id !== parsed.id) {
      void load(parsed.id);
    }
  }, [parsed, load, update]);

  const retry = useCallback(() => {
    if (parsed.kind === "id") void load(parsed.id);
  }, [parsed, load]);

  /** Fetches the collection again (after a step saved it) and keeps the wizard where it is. */
  const refresh = useCallback(async (): Promise<Collection | null> => {
    const id = stateRef.current.collection?.id;
    if (id === undefined) return null;
    void utils.cards.list.invalidate();
    // A failed refresh keeps what the wizard has; the next save or reload catches up.
    const collection = await utils.cards.get.fetch({ collectionId: id }, { staleTime: 0 }).catch(() => null);
    if (collection && stateRef.current.collection?.id === collection.id) update({ collection });
    return collection;
  }, [utils, update]);

  const creating = useRef<Promise<Collection> | null>(null);
  /** Design step contract: creates the collection when new, replaces the URL with its id, returns it. */
  const ensureCollection = useCallback((): Promise<Collection> => {
    const existing = stateRef.current.collection;
    if (existing) return Promise.resolve(existing);
    creating.current ??= create
      .mutateAsync({ trackingType: stateRef.current.trackingType, type: "v2" })
      .then((collection) => {
        update({ collection });
        // Same route, new parameter: the effect above sees the id is already loaded.
        navigate(`/cards-v2/${collection.id}`, { replace: true });
        void utils.cards.list.invalidate();
        return collection;
      })
      .finally(() => (creating.current = null));
    return creating.current;
  }, [create, navigate, update, utils]);

  const goTo = useCallback((step: WizardStep) => update((s) => advance(s, step)), [update]);

  return { state, update, goTo, retry, refresh, ensureCollection };
}

export type Wizard = ReturnType<typeof useWizard>;
