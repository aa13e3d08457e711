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
  // To the account's address when a change to another one is asked for (the link: "Forgot password?").
  emailChangeAsked: {
    subject: "Someone asked to change your e-mail address",
    hello: "Hello!",
    body: "Someone signed in to your AR console account asked to move it to another e-mail address. The account keeps this address until the link sent to the new one is opened (within 24 hours). If it was not you, reset your password now: that cancels the change and signs everybody out. Open this page and enter this address:",
    ignore: "If it was you, there is nothing more to do here.",
    button: "Reset the password",
  },
  // To the old address once the change is confirmed: the link undoes it (7 days).
  emailChanged: {
    subject: "Your e-mail address was changed",
    hello: "Hello!",
    body: "The e-mail address of your AR console account was changed: this address no longer signs in. If it was not you, open this link within 7 days: it brings this address back, lets you choose a new password and signs everybody out (it works once):",
    ignore: "If it was you, just ignore this message.",
    button: "Undo the change",
  },
  // To the address a change asked for when it is already taken (the answer to the asker is the same).
  emailTaken: {
    subject: "This e-mail address is already registered",
    hello: "Hello!",
    body: "Someone asked to use this address for another AR console account, but it already belongs to an account, so nothing was changed. If you have forgotten the password of that account, you can reset it here:",
    ignore: "If it was not you, just ignore this message.",
    button: "Reset the password",
  },
} as const;
