import { confirmMailInput } from "@ar/core";
export const ZConfirmMailRequestSchema = confirmMailInput;
