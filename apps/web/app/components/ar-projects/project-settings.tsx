// Project settings on the editor's home: the name and the feature flags, each saved 500 ms after
// the last change (platform spec 7, 9), with the save state announced beside the heading.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Card, CardBody, CardHeader } from "../ui/card";
import { Checkbox } from "../ui/checkbox";
import { TextField } from "../ui/text-field";
import type { EditorProject } from "./editor-contract";
import { TYPE_TEXT } from "./list-model";
import { PublishSettings } from "./publish-settings";
import {
  FEATURE_FLAGS,
  nameValue,
  readFlags,
  SETTINGS_SAVE_DELAY_MS,
  type FeatureFlags,
} from "./project-settings-model";
import { useDebouncedSave, type SaveState } from "./use-debounced-save";

export function ProjectSettings({ project, onSaved }: { project: EditorProject; onSaved(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(project.name ?? "");
  const [flags, setFlags] = useState<FeatureFlags>(() => readFlags(project.features));
  const setParam = trpc.projects.setParam.useMutation({ onSuccess: onSaved });
  const nameSave = useDebouncedSave(
    (value: string | null) => setParam.mutateAsync({ projectId: project.id, param: "name", value }),
    SETTINGS_SAVE_DELAY_MS,
  );
  const flagsSave = useDebouncedSave(
    (value: FeatureFlags) => setParam.mutateAsync({ projectId: project.id, param: "features", value }),
    SETTINGS_SAVE_DELAY_MS,
  );
  const state = combined(nameSave.state, flagsSave.state);

  return (
    <Card data-testid="project-settings">
      <CardHeader
        title={t("arProjects.settings.title")}
        actions={
          <span
            aria-live="polite"
            className={state === "error" ? "text-sm text-red-600" : "text-sm text-slate-500"}
            data-testid="settings-state"
            data-state={state}
          >
            {state === "idle" ? "" : t(`arProjects.settings.state.${state}`)}
          </span>
        }
      />
      <CardBody className="flex flex-col gap-5">
        <TextField
          label={t("arProjects.settings.name")}
          value={name}
          maxLength={100}
          placeholder={t(`arProjects.${TYPE_TEXT[project.type].fallbackName}`)}
          onChange={(e) => {
            setName(e.target.value);
            nameSave.schedule(nameValue(e.target.value));
          }}
          data-testid="project-name"
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-slate-700">{t("arProjects.settings.features")}</legend>
          {FEATURE_FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              checked={flags[flag]}
              onCheckedChange={(checked) => {
                const next = { ...flags, [flag]: checked };
                setFlags(next);
                flagsSave.schedule(next);
              }}
              label={
                <span className="flex flex-col">
                  <span className="font-medium text-slate-800">{t(`arProjects.settings.flags.${flag}`)}</span>
                  <span className="text-xs leading-5 text-slate-500">{t(`arProjects.settings.flagHints.${flag}`)}</span>
                </span>
              }
              data-testid={`flag-${flag}`}
            />
          ))}
        </fieldset>
        <PublishSettings project={project} onChanged={onSaved} />
      </CardBody>
    </Card>
  );
}

/** One state for the two fields: an error or work in progress wins over "saved". */
function combined(a: SaveState, b: SaveState): SaveState {
  for (const s of ["error", "saving", "pending", "saved"] as const) if (a === s || b === s) return s;
  return "idle";
}
