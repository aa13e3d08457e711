// English text of the e-mails the server sends (the `mail` section; ../mail.ts). Placeholders are
// i18next-style, `{{name}}`. The confirmation mail goes to an address nobody has confirmed yet, so
// it carries no text the registering person typed (not even their name): nobody can use it to
// send their own words to a stranger's mailbox from our address.
export const mailEn = {
  confirm: {
    subject: "Confirm your e-mail address",
    hello: "Hello!",
    body: "To finish signing up for the AR console, open this link (it is valid for 24 hours):",
    ignore: "If you did not sign up, just ignore this message.",
    button: "Confirm e-mail",
  },
} as const;
