import { router } from "../../trpc/init";
import { confirmMailRoute } from "./confirm-mail";
import { getAccountRoute } from "./get-account";
import { getAccountDataRoute } from "./get-account-data";
import { loginRoute } from "./login";
import { logoutRoute } from "./logout";
import { registerRoute } from "./register";
import { signByGoogleRoute } from "./sign-by-google";

export const accountRouter = router({
  get: getAccountRoute,
  // Not "data": a URL ending in ".data" is claimed by Remix single fetch as a loader request.
  signInOptions: getAccountDataRoute,
  login: loginRoute,
  register: registerRoute,
  confirmMail: confirmMailRoute,
  signByGoogle: signByGoogleRoute,
  logout: logoutRoute,
});
