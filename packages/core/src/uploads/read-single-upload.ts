// The common upload shape: one file (under any of `fileFields`) stored through storeSniffedUpload,
// plus the text fields. A second file is refused; if anything fails after the file was stored, the
// file is removed, so a caller only has to clean up after its own later steps.
import { AppError } from "../errors/app-error";
import { discardStored } from "../storage/discard-stored";
import { readMultipart } from "./read-multipart";
import type { SniffResult } from "./sniff-type";
import { storeSniffedUpload } from "./store-sniffed-upload";

export type SingleUpload = { key: string; type: SniffResult; size: number; filename: string };

export async function readSingleUpload(
  request: Request,
  opts: {
    fileFields?: string[];
    keyBase: string;
    max: number;
    label: string;
    /** The sniffed type if it may be stored, else null; may throw its own refusal (it sees the part's name). */
    allowed: (t: SniffResult | undefined, part: { filename: string; field: string }) => SniffResult | null;
  },
): Promise<{ file?: SingleUpload; fields: Record<string, string> }> {
  let file: SingleUpload | undefined;
  try {
    const { fields } = await readMultipart(request, {
      maxFileBytes: opts.max,
      fileFields: opts.fileFields ?? ["file"],
      onFile: async (part) => {
        if (file) throw new AppError("BAD_REQUEST", "Send one file", { fields: { [part.field]: "invalid" } });
        const stored = await storeSniffedUpload({
          part,
          keyBase: opts.keyBase,
          max: opts.max,
          label: opts.label,
          allowed: (t) => opts.allowed(t, part),
        });
        file = { ...stored, filename: part.filename };
      },
    });
    return { file, fields };
  } catch (e) {
    await discardStored((file as SingleUpload | undefined)?.key);
    throw e;
  }
}
