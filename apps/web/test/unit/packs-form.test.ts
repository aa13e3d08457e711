import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { en, ru } from "@ar/i18n";
import { packFieldErrorKey, packInput, packServerErrors, validatePackForm } from "../../app/components/packs/pack-form";
import { refusalMessage, uploadFailureMessage } from "../../app/components/packs/upload-messages";
import { UploadError } from "../../app/lib/upload-with-progress";

describe("pack form", () => {
  it("requires a name that is not only spaces; the author is optional", () => {
    expect(validatePackForm({ name: "  ", authorName: "" })).toEqual({ name: "required" });
    expect(validatePackForm({ name: "Cats", authorName: "" })).toEqual({});
  });

  it('says "Name can\'t be empty" for a missing name (spec 5)', () => {
    expect(packFieldErrorKey("name", "required")).toBe("packs.form.nameRequired");
    expect(en.packs.form.nameRequired).toBe("Name can't be empty");
    expect(ru.packs.form.nameRequired).toBe("Название не может быть пустым");
    expect(packFieldErrorKey("name", "too_long")).toBe("errors.too_long");
  });

  it("trims, and sends an empty author as none", () => {
    expect(packInput({ name: " Cats ", authorName: "  " })).toEqual({ name: "Cats", authorName: null });
    expect(packInput({ name: "Cats", authorName: " Ann " })).toEqual({ name: "Cats", authorName: "Ann" });
  });

  it("maps the server's field codes onto the fields", () => {
    const err = TRPCClientError.from({
      error: {
        message: "Invalid input",
        code: -32600,
        data: { httpStatus: 400, error: { code: "BAD_REQUEST", fields: { name: "required" } } },
      },
    });
    expect(packServerErrors(err).fields).toEqual({ name: "required" });
  });

  it("keeps the spec's texts for access and the model preview", () => {
    expect(en.packs.accessPrivate).toBe("Only for me");
    expect(en.packs.accessPublic).toBe("For all users");
    expect(en.packs.getPack).toBe("Get this pack");
    expect(en.packs.removePack).toBe("Remove this pack");
    expect(en.packs.model.loading).toBe("Loading model...");
    expect(en.packs.model.error).toBe("Loading model error occurred");
  });
});

describe("upload messages", () => {
  it("names the refused file and the reason", () => {
    expect(refusalMessage("sticker", "a.png", "size")).toEqual({
      key: "packs.upload.refusedStickerSize",
      values: { name: "a.png" },
    });
    expect(refusalMessage("model", "a.obj", "type")).toEqual({
      key: "packs.upload.refusedModelType",
      values: { name: "a.obj" },
    });
  });

  it("reads the server's answer by code and status, and stays quiet on cancel", () => {
    expect(
      uploadFailureMessage(
        "model",
        new UploadError(400, { error: { code: "BAD_REQUEST", fields: { file: "invalid_glb" } } }),
      )?.key,
    ).toBe("packs.upload.errors.invalidGlb");
    // Issue 23: a broken .glb is "damaged", worded by the editors' one refusal table, not "type".
    expect(
      uploadFailureMessage(
        "model",
        new UploadError(400, { error: { code: "BAD_REQUEST", fields: { file: "damaged" } } }),
      )?.key,
    ).toBe("arProjects.refusals.file.damaged");
    expect(uploadFailureMessage("sticker", new UploadError(413, null))?.key).toBe(
      "packs.upload.errors.tooLargeSticker",
    );
    expect(uploadFailureMessage("sticker", new UploadError(415, { error: { fields: { file: "type" } } }))?.key).toBe(
      "packs.upload.errors.type",
    );
    expect(uploadFailureMessage("sticker", new UploadError(0, null))?.key).toBe("packs.upload.errors.network");
    expect(uploadFailureMessage("sticker", new UploadError(0, null, { aborted: true }))).toBeNull();
    expect(en.packs.upload.errors.network).toBe("HTTP Error occurred");
  });
});
