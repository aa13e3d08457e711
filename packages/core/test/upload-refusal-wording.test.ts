// The same refusal, the same message (issue 22): a replacement of another kind than the asset's,
// and a damaged .glb, say in the API's message exactly what the editors show in English (their
// text, by the field code, from the arProjects.refusals table), with a Russian text beside it.
import { describe, expect, it } from "vitest";
import { arProjectsEn } from "../../i18n/src/sections/ar-projects.en";
import { arProjectsRu } from "../../i18n/src/sections/ar-projects.ru";
import { AppError } from "../src/errors/app-error";
import { wrongKindForReplace } from "../src/ar-projects/replace-asset";
import { refuseDamagedGlb } from "../src/uploads/damaged-glb";

const en = arProjectsEn.refusals.file as Record<string, string>;
const ru = arProjectsRu.refusals.file as Record<string, string>;

describe("upload refusal wording", () => {
  it("a replacement of another kind names the asset's kind and what to choose, as the editors do", () => {
    for (const kind of ["glb", "image", "video", "audio"]) {
      const err = wrongKindForReplace(kind);
      const code = `not_${kind}`;
      expect([err.code, err.fields]).toEqual(["UNSUPPORTED_MEDIA_TYPE", { file: code }]);
      expect(err.message).toBe(en[code]);
      expect(ru[code]).toMatch(/выберите файл \./);
    }
    expect(wrongKindForReplace("glb").message).toBe("This asset is a 3D model; choose a .glb file");
  });

  it("a .glb of unreadable bytes is damaged; a known format or another name is left to the type rules", () => {
    let thrown: unknown;
    try {
      refuseDamagedGlb("Model.GLB", undefined, "file");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).fields).toEqual({ file: "damaged" });
    expect(en.damaged && ru.damaged).toBeTruthy();
    expect(() => refuseDamagedGlb("picture.png", undefined, "file")).not.toThrow();
    expect(() => refuseDamagedGlb("model.glb", { ext: "png", mime: "image/png" }, "file")).not.toThrow();
  });
});
