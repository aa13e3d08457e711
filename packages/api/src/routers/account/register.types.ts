import { registerInput } from "@ar/core";
export const ZRegisterRequestSchema = registerInput;
