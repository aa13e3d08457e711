import {
  accountMailInput,
  changeOwnPassword,
  changeOwnPasswordInput,
  confirmEmailChange,
  confirmEmailChangeInput,
  confirmMail,
  confirmMailInput,
  getAccountData,
  login,
  loginInput,
  register,
  registerInput,
  requestEmailChange,
  requestEmailChangeInput,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  resetPasswordInput,
  setLocaleInput,
  setOwnLocale,
  signByGoogle,
  signByGoogleInput,
  toUserDto,
  type AuthResult,
} from "@ar/core/account";
import { invalidateSession } from "@ar/core/auth";
import { clearSessionCookie, sessionCookie } from "../http/session-cookie";
import type { ApiContext } from "../trpc/context";
import { authedProcedure, publicProcedure, router } from "../trpc/init";
import { emailAnswer, localeAnswer, sessionAnswer, signInOptions, userDto } from "./outputs/account";
import { okAnswer } from "./outputs/common";

const ZConfirmMailRequestSchema = confirmMailInput;

const ZLoginRequestSchema = loginInput;

const ZRegisterRequestSchema = registerInput;

const ZSignByGoogleRequestSchema = signByGoogleInput;

/** Signs the console in (cookie) and answers API clients with the same token. */
function answerWithSession(ctx: ApiContext, result: AuthResult) {
  ctx.resHeaders.append("Set-Cookie", sessionCookie(result.token, result.expiresAt));
  return { user: result.user, token: result.token };
}

const confirmMailRoute = publicProcedure
  .input(ZConfirmMailRequestSchema)
  .output(sessionAnswer)
  .mutation(async ({ ctx, input }) => answerWithSession(ctx, await confirmMail({ input, ip: ctx.ip })));

const getAccountRoute = authedProcedure.output(userDto).query(({ ctx }) => toUserDto(ctx.user));

const getAccountDataRoute = publicProcedure.output(signInOptions).query(() => getAccountData());

const loginRoute = publicProcedure
  .input(ZLoginRequestSchema)
  .output(sessionAnswer)
  .mutation(async ({ ctx, input }) => answerWithSession(ctx, await login({ input, ip: ctx.ip })));

const logoutRoute = authedProcedure.output(okAnswer).mutation(async ({ ctx }) => {
  await invalidateSession(ctx.session.sessionId);
  ctx.resHeaders.append("Set-Cookie", clearSessionCookie());
  return { ok: true as const };
});

const registerRoute = publicProcedure
  .input(ZRegisterRequestSchema)
  .output(emailAnswer)
  .mutation(({ ctx, input }) => register({ input, ip: ctx.ip }));

// Account recovery and credential changes (issue 23): thin doors to the core services.

const resendConfirmationRoute = publicProcedure
  .input(accountMailInput)
  .output(emailAnswer)
  .mutation(({ ctx, input }) => resendConfirmation({ input, ip: ctx.ip }));

const forgotPasswordRoute = publicProcedure
  .input(accountMailInput)
  .output(emailAnswer)
  .mutation(({ ctx, input }) => requestPasswordReset({ input, ip: ctx.ip }));

const resetPasswordRoute = publicProcedure
  .input(resetPasswordInput)
  .output(emailAnswer)
  .mutation(({ ctx, input }) => resetPassword({ input, ip: ctx.ip }));

/** The caller's own sessions are all revoked: it answers with a new one (cookie and token). */
const changePasswordRoute = authedProcedure
  .input(changeOwnPasswordInput)
  .output(sessionAnswer)
  .mutation(async ({ ctx, input }) => answerWithSession(ctx, await changeOwnPassword({ userId: ctx.user.id, input })));

const changeEmailRoute = authedProcedure
  .input(requestEmailChangeInput)
  .output(emailAnswer)
  .mutation(({ ctx, input }) => requestEmailChange({ userId: ctx.user.id, input }));

/** Public (the link may be opened anywhere); the caller's session, if it is the account's, stays. */
const confirmEmailChangeRoute = publicProcedure
  .input(confirmEmailChangeInput)
  .output(emailAnswer)
  .mutation(({ ctx, input }) => confirmEmailChange({ input, ip: ctx.ip, sessionId: ctx.session?.sessionId }));

/** The interface language chosen while signed in becomes the language of the person's mails. */
const setLocaleRoute = authedProcedure
  .input(setLocaleInput)
  .output(localeAnswer)
  .mutation(({ ctx, input }) => setOwnLocale({ userId: ctx.user.id, input }));

const signByGoogleRoute = publicProcedure
  .input(ZSignByGoogleRequestSchema)
  .output(sessionAnswer)
  .mutation(async ({ ctx, input }) => answerWithSession(ctx, await signByGoogle({ input })));

export const accountRouter = router({
  get: getAccountRoute,
  // Not "data": a URL ending in ".data" is claimed by Remix single fetch as a loader request.
  signInOptions: getAccountDataRoute,
  login: loginRoute,
  register: registerRoute,
  confirmMail: confirmMailRoute,
  resendConfirmation: resendConfirmationRoute,
  forgotPassword: forgotPasswordRoute,
  resetPassword: resetPasswordRoute,
  changePassword: changePasswordRoute,
  changeEmail: changeEmailRoute,
  confirmEmailChange: confirmEmailChangeRoute,
  setLocale: setLocaleRoute,
  signByGoogle: signByGoogleRoute,
  logout: logoutRoute,
});
