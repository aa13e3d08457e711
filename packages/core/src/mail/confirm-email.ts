// The confirmation e-mail in both interface languages.
export type MailLocale = "ru" | "en";

const texts = {
  ru: {
    subject: "Подтвердите адрес электронной почты",
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: "Чтобы завершить регистрацию в AR-консоли, откройте ссылку (она действует 24 часа):",
    ignore: "Если вы не регистрировались, просто проигнорируйте это письмо.",
    button: "Подтвердить e-mail",
  },
  en: {
    subject: "Confirm your e-mail address",
    hello: (name: string) => `Hello, ${name}!`,
    body: "To finish signing up for the AR console, open this link (it is valid for 24 hours):",
    ignore: "If you did not sign up, just ignore this message.",
    button: "Confirm e-mail",
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmEmail(opts: { name: string; link: string; locale: MailLocale }) {
  const t = texts[opts.locale];
  const text = `${t.hello(opts.name)}\n\n${t.body}\n${opts.link}\n\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(t.hello(opts.name))}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(opts.link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(opts.link)}</p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}
