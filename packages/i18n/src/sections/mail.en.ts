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
  resend: {
    subject: "Confirm your e-mail address",
    hello: "Hello!",
    body: "Here is a new link to confirm your e-mail address for the AR console (it is valid for 24 hours):",
    ignore: "If you did not ask for it, just ignore this message.",
    button: "Confirm e-mail",
  },
  resetPassword: {
    subject: "Reset your password",
    hello: "Hello!",
    body: "Someone asked to reset the password of your AR console account. To choose a new password, open this link (it is valid for one hour and works once):",
    ignore: "If it was not you, ignore this message: your password stays the same.",
    button: "Choose a new password",
  },
  changeEmail: {
    subject: "Confirm your new e-mail address",
    hello: "Hello!",
    body: "To use this address for your AR console account, open this link (it is valid for 24 hours):",
    ignore: "If you did not ask for it, just ignore this message: nothing changes.",
    button: "Confirm the new address",
  },
} as const;
