// @ar/core/account — Account: register, log in, confirm mail, passwords, credentials, locale, Google sign-in.
export * from "./user-dto";
export * from "./require-feature";
export * from "./throttle";
export * from "./rate-limit";
export * from "./login";
export * from "./register";
export * from "./confirm-mail";
export * from "./change-password";
export * from "./account-mail";
export * from "./password-reset";
export * from "./change-credentials";
export * from "./credential-links";
export * from "./email-change";
export * from "./set-locale";
export * from "./sign-by-google";
export * from "./get-account-data";
export * from "./google-auth-url";
