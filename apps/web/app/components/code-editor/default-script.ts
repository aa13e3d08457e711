// Editors spec 9: the default script creates a cube with a white colour and adds an asset. Its
// comments are in the interface language (codeEditor.defaultScript); the code is the same in both.
import type { TFunction } from "i18next";

export const DEFAULT_ASSET_NAME = "model";

/** `text` as line comments: every line of it behind "// ", so no translation can become code. */
const comment = (text: string) =>
  text
    .split("\n")
    .map((line) => `// ${line}`)
    .join("\n");

export function defaultScript(t: TFunction): string {
  const c = (key: string, values?: Record<string, string>) => comment(t(`codeEditor.defaultScript.${key}`, values));
  return `${c("cube")}
const cube = primitive("cube");
cube.color = "#ffffff";
cube.position.set(0, 0.5, 0);

${c("asset")}
${c("assetUpload", { button: t("codeEditor.assets.add") })}
const model = asset("${DEFAULT_ASSET_NAME}");
model.position.set(1.5, 0.5, 0);
model.rotation.y = 30; ${c("degrees")}
`;
}
