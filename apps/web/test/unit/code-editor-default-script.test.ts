// Editors spec 9 / issue 12: a new code project's script is commented in the interface language,
// and only its comments differ between the languages.
import { createInstance, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ASSET_NAME, defaultScript } from "../../app/components/code-editor/default-script";
import { runScript } from "@ar/script-runtime/runner";
import { i18nConfig } from "../../app/i18n/config";

const t: Record<"ru" | "en", TFunction> = {} as never;
beforeAll(async () => {
  for (const lng of ["ru", "en"] as const) {
    const instance = createInstance();
    await instance.init({ ...i18nConfig, lng });
    t[lng] = instance.t;
  }
});

const comments = (script: string) =>
  script
    .split("\n")
    .filter((line) => line.includes("//"))
    .map((line) => line.slice(line.indexOf("//")));
const code = (script: string) => script.replace(/ *\/\/.*$/gm, "");

describe("the default script", () => {
  it("comments the code in each interface language, naming the asset button as the interface does", () => {
    const ru = defaultScript(t.ru);
    const en = defaultScript(t.en);
    expect(comments(en)).toEqual([
      "// A white cube standing on the marker.",
      "// An asset of this project, by the name given to it in the asset list",
      '// ("Add asset" uploads a GLB model, a JPG/PNG image or an MP4 video).',
      "// degrees",
    ]);
    expect(comments(ru)).toEqual([
      "// Белый куб, стоящий на маркере.",
      "// Ассет этого проекта, по имени, которое ему дано в списке ассетов",
      "// («Добавить ассет» загружает GLB-модель, изображение JPG/PNG или видео MP4).",
      "// в градусах",
    ]);
    expect(ru).not.toContain("codeEditor.");
  });

  it("has the same code in both languages, and it runs the same", () => {
    const [ru, en] = [defaultScript(t.ru), defaultScript(t.en)];
    expect(code(ru)).toBe(code(en));
    expect(code(en)).toContain(`const model = asset("${DEFAULT_ASSET_NAME}");\n`);
    const [a, b] = [runScript(ru, [DEFAULT_ASSET_NAME]), runScript(en, [DEFAULT_ASSET_NAME])];
    expect(a.ok && b.ok).toBe(true);
    expect(a.scene).toEqual(b.scene);
  });

  it("keeps a translation that spans lines inside the comment", () => {
    const multiline = ((key: string) =>
      key.endsWith(".cube") ? "one\nprimitive('sphere');" : key) as unknown as TFunction;
    const result = runScript(defaultScript(multiline), [DEFAULT_ASSET_NAME]);
    expect(result.ok && result.scene.nodes.map((n) => n.kind)).toEqual(["primitive", "asset"]);
  });
});
