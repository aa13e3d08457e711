/** The configured external links the root loader hands to the browser (user menu, sign-up agreement). */
export type PublicConfig = { reportProblemUrl: string; termsUrl: string; offerUrl: string; privacyUrl: string };
