// Step "Дополнительные возможности" (editors spec 2, 4, 6): the gift, the card interface (with
// sticker and 3D-model packs for the creative one), the domain of card links (only for users
// with the feature "wishes") and a video with transparency through the alpha-channel dialog.
// Continue normalises the gift, saves, then goes to check.
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { useRootData } from "../../lib/use-root-data";
import { trpc } from "../../trpc/client";
import { AlphaVideoDialog } from "../alpha-video/alpha-video-dialog";
import { isAlphaCandidate } from "../alpha-video/alpha-video-state";
import { PackMultiSelect } from "../collections/pack-multi-select";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { ChoiceCards, StepSection } from "./choice-cards";
import { DomainSelect } from "./domain-select";
import { canChooseDomain, domainOptions, selectedDomain } from "./domain-options";
import { featuresUpdate, readFeatures, type FeaturesForm } from "./features-form";
import { GIFT_KINDS } from "./gift";
import { StepFrame } from "./step-frame";
import type { Wizard } from "./use-wizard";
import { VideoSummary } from "./video-summary";
import { dataOf, type Collection } from "./wizard-api";

export function FeaturesStep({ wizard, collection }: { wizard: Wizard; collection: Collection }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const mayChooseDomain = canChooseDomain(user?.features);
  const urls = trpc.cards.urls.useQuery(undefined, { enabled: mayChooseDomain, staleTime: 60_000 });
  const options = useMemo(
    () => (mayChooseDomain ? domainOptions(urls.data, user?.customDomain) : []),
    [mayChooseDomain, urls.data, user?.customDomain],
  );
  const data = dataOf(collection);
  const [form, setForm] = useState<FeaturesForm>(() =>
    readFeatures(data, collection.assetPacks, selectedDomain(data.domain, [])),
  );
  const set = (patch: Partial<FeaturesForm>) => setForm((f) => ({ ...f, ...patch }));
  const [linkError, setLinkError] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const save = trpc.cards.update.useMutation();

  const fileInput = useRef<HTMLInputElement>(null);
  const [alphaFile, setAlphaFile] = useState<File | null>(null);
  const [videoError, setVideoError] = useState(false);

  const submit = async () => {
    setSaveError(false);
    const domain = mayChooseDomain ? selectedDomain(form.domain, options) : form.domain;
    const result = featuresUpdate(data, { ...form, domain }, { canChooseDomain: mayChooseDomain });
    if (!result.ok) {
      setLinkError(true);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        collectionId: collection.id,
        data: result.data,
        assetPacks: result.assetPacks,
      });
      wizard.update({ collection: saved });
      wizard.goTo("check");
    } catch (err) {
      // The server checks the link too (only http(s)): its refusal lands on the link field.
      if (readApiError(err).fields["data.presentUrl"]) setLinkError(true);
      else setSaveError(true);
    }
  };

  return (
    <StepFrame
      step="features"
      lead={t("wizard.features.lead")}
      onBack={() => wizard.update({ step: "design" })}
      action={
        <Button onClick={() => void submit()} loading={save.isPending} data-testid="step-continue">
          {t("wizard.continue")}
        </Button>
      }
    >
      <StepSection title={t("wizard.features.gift.title")} testId="features-gift">
        <ChoiceCards
          label={t("wizard.features.gift.title")}
          value={form.present}
          onChange={(present) => (set({ present }), setLinkError(false))}
          testId="gift"
          options={GIFT_KINDS.map((kind) => ({
            value: kind,
            title: t(`wizard.features.gift.${kind}`),
            text: t(`wizard.features.gift.${kind}Text`),
          }))}
        />
        {form.present === "fixed" && (
          <TextField
            label={t("wizard.features.gift.link")}
            value={form.presentUrl}
            onChange={(e) => (set({ presentUrl: e.target.value }), setLinkError(false))}
            placeholder="https://"
            inputMode="url"
            autoComplete="url"
            hint={t("wizard.features.gift.linkHint")}
            error={linkError ? t("wizard.features.gift.linkInvalid") : undefined}
            data-testid="gift-link"
            className="max-w-xl"
          />
        )}
      </StepSection>

      <StepSection title={t("wizard.features.interface.title")} testId="features-interface">
        <ChoiceCards
          label={t("wizard.features.interface.title")}
          value={form.interfaceType}
          onChange={(interfaceType) => set({ interfaceType })}
          testId="interface"
          options={(["v2", "classic"] as const).map((v) => ({
            value: v,
            title: t(`wizard.features.interface.${v}`),
            text: t(`wizard.features.interface.${v}Text`),
          }))}
        />
        {form.interfaceType === "classic" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <PackMultiSelect
              kind="sticker"
              label={t("wizard.features.interface.stickers")}
              selected={form.stickerPacks}
              attached={collection.assetPacks}
              onChange={(stickerPacks) => set({ stickerPacks })}
              data-testid="packs-sticker"
            />
            <PackMultiSelect
              kind="model"
              label={t("wizard.features.interface.models")}
              selected={form.modelPacks}
              attached={collection.assetPacks}
              onChange={(modelPacks) => set({ modelPacks })}
              data-testid="packs-model"
            />
          </div>
        )}
      </StepSection>

      {mayChooseDomain && (
        <StepSection title={t("wizard.features.domain.title")} testId="features-domain">
          <DomainSelect
            options={options}
            loading={urls.isPending}
            value={selectedDomain(form.domain, options)}
            onChange={(domain) => set({ domain })}
          />
        </StepSection>
      )}

      <StepSection title={t("wizard.features.video.title")} testId="features-video">
        <p className="text-sm text-slate-500">{t("wizard.features.video.text")}</p>
        {form.video && <VideoSummary video={form.video} onRemove={() => set({ video: null })} />}
        <div>
          <input
            ref={fileInput}
            type="file"
            accept=".webm,.mov,video/webm,video/quicktime"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="video-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              // Spec 5: a .webm or .mov file opens the alpha-channel dialog.
              setVideoError(!isAlphaCandidate(file.name));
              if (isAlphaCandidate(file.name)) setAlphaFile(file);
            }}
          />
          <Button variant="secondary" onClick={() => fileInput.current?.click()} data-testid="video-choose">
            {t(form.video ? "wizard.features.video.replace" : "wizard.features.video.choose")}
          </Button>
        </div>
        {videoError && (
          <p role="alert" className="text-xs font-medium text-red-600">
            {t("wizard.features.video.onlyAlpha")}
          </p>
        )}
      </StepSection>

      {saveError && (
        <Alert tone="error" data-testid="features-save-error">
          {t("wizard.saveFailed")}
        </Alert>
      )}
      <AlphaVideoDialog
        file={alphaFile}
        onClose={() => setAlphaFile(null)}
        onComplete={(asset, layout) => {
          if (asset.src) set({ video: { ...asset, layout, name: alphaFile?.name ?? "" } });
        }}
      />
    </StepFrame>
  );
}
