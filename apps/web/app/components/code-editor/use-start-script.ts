// Editors spec 9: a code project starts with the default script, its comments in the language the
// editor was opened in (a later switch does not rewrite the script). It is the project's saved
// starting point, stored when the project is first opened — as a QR project gets its "QR Marker"
// scene on open — not an edit: reporting it through onCodeDataChange made every new, untouched
// project claim unsaved changes on leaving (issue 22). Monaco shows it at once (defaultValue);
// publish then finds it saved. The save names the loaded code version, and the project is read
// again after it, so the first edit's draft is based on the seeded version (another tab seeding
// first gets 409 and reads theirs the same way).
import { useEffect, useRef, useState, type MutableRefObject } from "react";
import { useTranslation } from "react-i18next";
import type { CodeData, CodeEditorProps } from "../ar-projects/editor-contract";
import { trpc } from "../../trpc/client";
import { defaultScript } from "./default-script";

/** Returns the default script, saved once as the project's code when the project has none. */
export function useStartScript(project: CodeEditorProps["project"], latest: MutableRefObject<CodeData>): string {
  const { t } = useTranslation();
  const [startScript] = useState(() => defaultScript(t));
  const saveCode = trpc.projects.saveCode.useMutation();
  const utils = trpc.useUtils();
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || latest.current.code !== "") return;
    seeded.current = true;
    const done = () => void utils.projects.get.invalidate({ projectId: project.id });
    saveCode.mutate(
      {
        projectId: project.id,
        code: startScript,
        assetData: latest.current.assetData,
        baseVersion: project.codeVersion,
      },
      { onSettled: done },
    );
  }, [project.id, project.codeVersion, saveCode, startScript, utils, latest]);
  return startScript;
}
