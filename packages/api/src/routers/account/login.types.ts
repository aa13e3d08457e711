import { loginInput } from "@ar/core";
export const ZLoginRequestSchema = loginInput;
