// English text of account recovery and the account settings (issue 23): "send the confirmation
// again", "Forgot password?", the reset and e-mail change screens, and the settings page.
export const accountsEn = {
  resend: {
    prompt: "Lost the mail, or the link has expired?",
    button: "Send the confirmation again",
    emailLabel: "Your e-mail",
    sent: "If {{email}} is waiting for confirmation, a new link is on its way. Check the mailbox and the spam folder.",
  },
  forgot: {
    link: "Forgot password?",
    title: "Reset your password",
    subtitle: "Enter the e-mail of your account and we will send a link to choose a new password.",
    submit: "Send the link",
    sentTitle: "Check your mailbox",
    sentText:
      "If {{email}} has an account, a link to choose a new password is on its way. It works once, within an hour.",
  },
  reset: {
    title: "Choose a new password",
    subtitle: "After the change you are signed out on every device.",
    newPassword: "New password",
    submit: "Save the password",
    doneTitle: "Password changed",
    doneText: "You were signed out everywhere. Sign in as {{email}} with the new password.",
    wrongTitle: "This link does not work",
    wrongText: "The link is wrong, already used or has expired. Ask for a new one.",
    again: "Ask for a new link",
  },
  emailChange: {
    title: "New e-mail",
    loading: "Confirming your new e-mail…",
    doneTitle: "E-mail changed",
    doneText: "From now on, sign in with {{email}}. Your other devices were signed out.",
    wrongTitle: "This link does not work",
    wrongText:
      "The link is wrong, already used or has expired, or the address now belongs to another account. Ask for the change again in the account settings.",
  },
  settings: {
    menu: "Account settings",
    title: "Account settings",
    passwordTitle: "Password",
    currentPassword: "Current password",
    newPassword: "New password",
    savePassword: "Change the password",
    passwordChanged: "Password changed. Your other devices were signed out.",
    emailTitle: "E-mail",
    emailIntro: "You sign in with {{email}}. A new address counts once you open the link we send to it.",
    newEmail: "New e-mail",
    saveEmail: "Send the link",
    emailSent:
      "We sent a mail to {{email}}: open the link in it to finish the change (if the address already has an account, the mail says so instead). Until then you sign in with the old address; we told it about the change too.",
  },
} as const;
