import type { Widen } from "../widen";
import type { mailEn } from "./mail.en";

// Russian text of the e-mails the server sends (the `mail` section; ../mail.ts).
export const mailRu: Widen<typeof mailEn> = {
  confirm: {
    subject: "Подтвердите адрес электронной почты",
    hello: "Здравствуйте!",
    body: "Чтобы завершить регистрацию в AR-консоли, откройте ссылку (она действует 24 часа):",
    ignore: "Если вы не регистрировались, просто проигнорируйте это письмо.",
    button: "Подтвердить e-mail",
  },
};
