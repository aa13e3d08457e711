// The ARKit load-model step's rules (platform spec 5 "ARKit: GLB"): what is sent, and how a refusal
// from the server reads (codes, never the server's text).
import { describe, expect, it } from "vitest";
import {
  ARKIT_MODEL_MAX_BYTES,
  modelFileProblem,
  nameFromFile,
  uploadErrors,
  validateLoadModel,
} from "../../app/components/arkit/model-rules";
import { UploadError } from "../../app/lib/upload-with-progress";
import { missingDerivatives } from "../../app/components/arkit/use-model-derivatives";

describe("ARKit load-model rules", () => {
  it("takes GLB files up to the server's 50 MB", () => {
    expect(modelFileProblem({ name: "chair.GLB", size: 10 })).toBeNull();
    expect(modelFileProblem({ name: "chair.gltf", size: 10 })).toBe("type");
    expect(modelFileProblem({ name: "chair.glb", size: ARKIT_MODEL_MAX_BYTES + 1 })).toBe("size");
    expect(modelFileProblem({ name: "chair.glb", size: 0 })).toBe("empty");
  });

  it("needs a name and a model", () => {
    expect(validateLoadModel({ name: " ", file: null })).toEqual({
      name: { key: "errors.required" },
      file: { key: "arkit.form.errors.fileRequired" },
    });
    expect(validateLoadModel({ name: "Chair", file: { name: "c.glb", size: 5 } })).toEqual({});
    expect(validateLoadModel({ name: "x".repeat(101), file: { name: "c.glb", size: 5 } }).name).toEqual({
      key: "errors.too_long",
    });
  });

  it("starts the name from the file's", () => {
    expect(nameFromFile("red_cube.glb")).toBe("red cube");
    expect(nameFromFile("Кресло.GLB")).toBe("Кресло");
  });

  it("maps the server's field codes and statuses to messages", () => {
    const refused = (status: number, fields?: Record<string, string>) =>
      uploadErrors(
        new UploadError(status, fields ? { error: { code: "BAD_REQUEST", message: "server text", fields } } : null),
      );
    expect(refused(400, { file: "invalid_glb" })).toEqual({
      fields: { file: { key: "arkit.form.errors.invalidGlb" } },
    });
    expect(refused(413)).toEqual({ fields: { file: { key: "arkit.form.errors.size" } } });
    expect(refused(400, { file: "type" })).toEqual({ fields: { file: { key: "arkit.form.errors.type" } } });
    expect(refused(400, { name: "required" })).toEqual({ fields: { name: { key: "errors.required" } } });
    expect(refused(0)).toEqual({ fields: {}, form: { key: "errors.network" } });
    expect(refused(404)).toEqual({ fields: {}, form: { key: "arkit.form.errors.notFound" } });
    expect(uploadErrors(new UploadError(0, null, { aborted: true }))).toBeNull();
  });

  it("knows what the browser still has to make", () => {
    expect(missingDerivatives({ previewSrc: null, usdzSrc: null })).toEqual(["preview", "usdz"]);
    expect(missingDerivatives({ previewSrc: "/p.png", usdzSrc: null })).toEqual(["usdz"]);
    expect(missingDerivatives({ previewSrc: "/p.png", usdzSrc: "/m.usdz" })).toEqual([]);
  });
});
