// @ar/core/mail — Mail: the account e-mails' texts.
export * from "./confirm-email";
