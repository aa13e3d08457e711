// English text of the e-mails the server sends (the `mail` section; ../mail.ts). Placeholders are
// i18next-style, `{{name}}`.
export const mailEn = {
  confirm: {
    subject: "Confirm your e-mail address",
    hello: "Hello, {{name}}!",
    body: "To finish signing up for the AR console, open this link (it is valid for 24 hours):",
    ignore: "If you did not sign up, just ignore this message.",
    button: "Confirm e-mail",
  },
} as const;
