// @ar/core/auth — Auth: who acts (Actor), session tokens, sessions and password hashing.
export * from "./actor";
export * from "./tokens";
export * from "./sessions";
export * from "./password";
