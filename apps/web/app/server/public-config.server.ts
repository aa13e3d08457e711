import { getServerEnv } from "@ar/config";

/** The few configured links the browser needs (user menu, sign-up agreement), and whether payments are test ones. */
export function publicConfig() {
  const env = getServerEnv();
  return {
    reportProblemUrl: env.REPORT_PROBLEM_URL,
    termsUrl: env.TERMS_URL,
    offerUrl: env.OFFER_URL,
    privacyUrl: env.PRIVACY_URL,
    tutorialVideoUrl: env.TUTORIAL_VIDEO_URL,
    testPayments: env.PAYMENT_PROVIDER === "sandbox",
  };
}
