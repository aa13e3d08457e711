import { redirect } from "@remix-run/node";

// Spec 2: /auth itself has no screen. (Signed-in users are already sent to / by the root guard.)
export const loader = () => redirect("/auth/login");
