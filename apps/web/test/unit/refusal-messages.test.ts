// One message per refusal code (issue 22): the server's field code picks the text wherever the
// refusal shows, and the checks made before sending use the same codes.
import { describe, expect, it } from "vitest";
import { arProjectsEn as en } from "../../../../packages/i18n/src/sections/ar-projects.en";
import { arProjectsRu as ru } from "../../../../packages/i18n/src/sections/ar-projects.ru";
import { checkMarkerFile } from "../../app/components/ar-projects/marker-files";
import { naturalWidthInput } from "../../app/components/ar-projects/marker-settings";
import {
  FILE_REFUSALS,
  fileRefusalKey,
  uploadRefusalCode,
  uploadRefusalMessage,
} from "../../app/components/ar-projects/refusal-messages";
import { shareErrorKey } from "../../app/components/ar-projects/share-dialog";
import { uploadErrorMessage } from "../../app/components/ar-projects/use-asset-uploads";
import { UploadError } from "../../app/lib/upload-with-progress";

const refused = (status: number, fields: Record<string, string>) =>
  new UploadError(status, { error: { code: "X", message: "server text", fields } } as never);

describe("refusal messages", () => {
  it("maps the server's file codes to one message key, in both languages", () => {
    for (const code of FILE_REFUSALS) {
      const key = fileRefusalKey(code).split(".").slice(1);
      const read = (dict: unknown) => key.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], dict);
      expect(typeof read(en) === "string" && typeof read(ru) === "string", code).toBe(true);
    }
    expect(fileRefusalKey("whatever")).toBe("arProjects.refusals.file.type");
  });

  it("the upload panel, the scene editor and the marker dialogs read the same key from a refusal", () => {
    const empty = refused(400, { file: "empty" });
    expect(uploadRefusalCode(empty)).toBe("empty");
    expect(uploadRefusalMessage(empty)).toEqual({ key: "arProjects.refusals.file.empty" });
    expect(uploadErrorMessage(empty)).toEqual(uploadRefusalMessage(empty));
    expect(uploadRefusalMessage(refused(415, { file: "kind" })).key).toBe("arProjects.refusals.file.kind");
    // A replacement of another kind says what to choose; a damaged .glb says it is damaged.
    expect(uploadRefusalMessage(refused(415, { file: "not_glb" })).key).toBe("arProjects.refusals.file.not_glb");
    expect(uploadRefusalMessage(refused(400, { file: "damaged" })).key).toBe("arProjects.refusals.file.damaged");
    expect(uploadRefusalCode(refused(413, {}))).toBe("too_large");
    expect(uploadRefusalCode(refused(415, {}))).toBe("type");
    expect(uploadRefusalMessage(refused(500, {})).key).toBe("arProjects.uploads.errors.http");
    expect(uploadRefusalMessage(new UploadError(0, null)).key).toBe("arProjects.uploads.errors.network");
    // The check before sending gives the server's code for the same file.
    expect(checkMarkerFile({ name: "m.png", type: "image/png", size: 0 })).toBe("empty");
  });

  it("a natural width that is not a positive number is refused, empty or 0 is unknown", () => {
    expect(naturalWidthInput("abc")).toEqual({ ok: false, code: "number" });
    expect(naturalWidthInput("-2")).toEqual({ ok: false, code: "number" });
    expect(naturalWidthInput(" 8,5 ")).toEqual({ ok: true, value: 8.5 });
    expect(naturalWidthInput("")).toEqual({ ok: true, value: null });
    expect(naturalWidthInput("0")).toEqual({ ok: true, value: null });
  });

  it("a replace refused because the file is processing or was replaced meanwhile names that", () => {
    expect(uploadRefusalMessage(refused(409, { assetId: "processing" })).key).toBe("assetReplace.processing");
    expect(uploadRefusalMessage(refused(409, { assetId: "stale" })).key).toBe("assetReplace.stale");
    expect(uploadRefusalMessage(refused(409, { assetId: "other" })).key).toBe("arProjects.uploads.errors.http");
  });

  it("sharing with yourself has its own message", () => {
    expect(shareErrorKey("self", 400)).toBe("arProjects.share.errors.self");
  });
});
