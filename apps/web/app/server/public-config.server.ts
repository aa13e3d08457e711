import { getServerEnv } from "@ar/config";

/** The few configured links the browser needs (user menu, sign-up agreement), whether payments are test ones, and how long the wizard waits for a payment's confirmation. */
export function publicConfig() {
  const env = getServerEnv();
  return {
    reportProblemUrl: env.REPORT_PROBLEM_URL,
    termsUrl: env.TERMS_URL,
    offerUrl: env.OFFER_URL,
    privacyUrl: env.PRIVACY_URL,
    tutorialVideoUrl: env.TUTORIAL_VIDEO_URL,
    testPayments: env.PAYMENT_PROVIDER === "sandbox",
    paymentConfirmWaitMs: env.PAYMENT_CONFIRM_WAIT_SECONDS * 1000,
  };
}
