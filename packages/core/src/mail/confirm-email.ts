// The account e-mails in the user's language, each an HTML part and a plain-text part. Their texts
// are the `mail` section of the console's ru/en resource (@ar/i18n), so the keys' parity is checked
// with every other text. They go to addresses nobody may have confirmed yet: they take no user text
// at all (the name stays out), only our texts and the link, so nobody can make us send a stranger
// words of their choosing.
import { mailTexts, type MailLng } from "@ar/i18n/mail";

export type MailLocale = MailLng;
export type LinkMailKind =
  "confirm" | "resend" | "resetPassword" | "changeEmail" | "emailChangeAsked" | "emailChanged" | "emailTaken";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function linkEmail(kind: LinkMailKind, opts: { link: string; locale: MailLocale }) {
  const t = mailTexts[opts.locale][kind];
  const text = `${t.hello}\n\n${t.body}\n${opts.link}\n\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(t.hello)}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(opts.link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(opts.link)}</p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}

export function confirmEmail(opts: { link: string; locale: MailLocale }) {
  return linkEmail("confirm", opts);
}

/** A stored locale (any string) as a mail language. */
export const mailLocale = (locale: string | null | undefined): MailLocale => (locale === "en" ? "en" : "ru");
