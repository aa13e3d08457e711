// The confirmation e-mail in both interface languages. The mail is built in the API process, away
// from the web app's resources, so it keeps its own ru/en resource; the MailTexts type makes a text
// missing in either language a compile error (and mail-texts.test.ts checks both render).
export type MailLocale = "ru" | "en";

type MailTexts = {
  subject: string;
  hello: (name: string) => string;
  body: string;
  ignore: string;
  button: string;
};

export const confirmEmailTexts: Record<MailLocale, MailTexts> = {
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
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmEmail(opts: { name: string; link: string; locale: MailLocale }) {
  const t = confirmEmailTexts[opts.locale];
  const text = `${t.hello(opts.name)}\n\n${t.body}\n${opts.link}\n\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(t.hello(opts.name))}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(opts.link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(opts.link)}</p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}
