// The confirmation e-mail in the user's language. Its texts are the `mail` section of the console's
// ru/en resource (@ar/i18n), so the keys' parity is checked with every other text. It goes to an
// address nobody has confirmed: it takes no user text at all (the name stays out), only our texts
// and the link, so registering cannot send a stranger words of the registrant's choosing.
import { mailTexts, type MailLng } from "@ar/i18n/mail";

export type MailLocale = MailLng;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmEmail(opts: { link: string; locale: MailLocale }) {
  const t = mailTexts[opts.locale].confirm;
  const hello = t.hello;
  const text = `${hello}\n\n${t.body}\n${opts.link}\n\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(opts.link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(opts.link)}</p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}
