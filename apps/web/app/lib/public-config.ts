/**
 * What the root loader hands to the browser from the configuration: external links (user menu,
 * sign-up agreement) and whether payments go to the sandbox provider (the "test payments" badge).
 */
export type PublicConfig = {
  reportProblemUrl: string;
  termsUrl: string;
  offerUrl: string;
  privacyUrl: string;
  testPayments: boolean;
};
