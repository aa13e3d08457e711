// Step "Проверка" (editors spec 2 and 5): the test card's QR code (POST /api/cards/{id}/test-card)
// to scan with a phone, a link to open it, and — only before the first order — the confirmation
// that the user checked the AR card, which Continue waits for.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Button } from "../ui/button";
import { Checkbox } from "../ui/checkbox";
import { ExternalLink } from "../ui/external-link";
import { Spinner } from "../ui/spinner";
import { StepFrame } from "./step-frame";
import type { Wizard } from "./use-wizard";
import { CardPreview } from "./card-preview";
import { cardQrUrl, dataOf, type Collection } from "./wizard-api";

export function CheckStep({ wizard, collection }: { wizard: Wizard; collection: Collection }) {
  const { t } = useTranslation();
  const testCard = trpc.cards.testCard.useMutation();
  const { mutate } = testCard;
  const domain = dataOf(collection).domain;
  const urls = trpc.cards.urls.useQuery(typeof domain === "string" && domain ? { domain } : undefined, {
    staleTime: 60_000,
  });
  const firstOrder = collection.orders.length === 0;
  const [confirmed, setConfirmed] = useState(false);

  // The collection's test card, made if it has none (the call answers the existing one otherwise).
  useEffect(() => {
    mutate({ collectionId: collection.id });
  }, [collection.id, mutate]);
  const cardId = testCard.data?.id ?? null;
  const viewerUrl = cardId && urls.data ? `${urls.data.wishesV2}/${cardId}` : null;
  const qr = cardId ? (
    <img
      src={cardQrUrl(cardId)}
      alt={t("wizard.check.qrAlt")}
      width={208}
      height={208}
      className="size-52"
      data-testid="check-qr"
    />
  ) : null;

  return (
    <StepFrame
      step="check"
      lead={t("wizard.check.lead")}
      onBack={() => wizard.update({ step: "features" })}
      action={
        <Button onClick={() => wizard.goTo("order")} disabled={firstOrder && !confirmed} data-testid="step-continue">
          {t("wizard.continue")}
        </Button>
      }
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <div
          className="grid size-56 shrink-0 place-items-center self-center rounded-2xl border border-slate-200 bg-white p-2 sm:self-start"
          data-testid="check-qr-box"
        >
          {cardId && viewerUrl ? (
            // The QR is the link too: on a desktop, a click opens the same viewer the phone will.
            <a
              href={viewerUrl}
              target="_blank"
              rel="noreferrer"
              className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
              data-testid="check-qr-link"
            >
              {qr}
            </a>
          ) : cardId ? (
            qr
          ) : testCard.isError ? (
            <div className="flex flex-col items-center gap-3 p-3 text-center">
              <p role="alert" className="text-sm text-red-600">
                {t("wizard.check.testCardFailed")}
              </p>
              <Button size="sm" variant="secondary" onClick={() => mutate({ collectionId: collection.id })}>
                {t("wizard.retry")}
              </Button>
            </div>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" />
              {t("wizard.check.preparing")}
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="text-sm font-semibold text-slate-900">{t("wizard.check.stepsTitle")}</h3>
          <ol className="flex flex-col gap-2 text-sm text-slate-700">
            {(["scan", "point", "watch"] as const).map((s, i) => (
              <li key={s} className="flex gap-2.5">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                  {i + 1}
                </span>
                <span className="pt-0.5">{t(`wizard.check.steps.${s}`)}</span>
              </li>
            ))}
          </ol>
          {viewerUrl && (
            <ExternalLink href={viewerUrl} data-testid="check-open">
              {t("wizard.check.openLink")}
            </ExternalLink>
          )}
        </div>
      </div>
      <CardPreview collection={collection} cardId={cardId} />
      {firstOrder && (
        <div className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3" data-testid="check-confirm-box">
          <Checkbox
            checked={confirmed}
            onCheckedChange={setConfirmed}
            label={t("wizard.check.confirm")}
            data-testid="check-confirm"
          />
          <p className="mt-0.5 pl-8 text-xs text-slate-600">{t("wizard.check.confirmHint")}</p>
        </div>
      )}
    </StepFrame>
  );
}
