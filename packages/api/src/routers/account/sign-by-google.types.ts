import { signByGoogleInput } from "@ar/core";
export const ZSignByGoogleRequestSchema = signByGoogleInput;
