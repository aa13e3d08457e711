import { useLocation, useNavigation } from "@remix-run/react";

/**
 * True while a navigation to another page is under way. A search box's URL follows the typing
 * 300 ms late; had it navigated then, it would cancel a link clicked meanwhile and leave the admin
 * on the list (an e2e test clicked "History" right after typing and stayed put).
 */
export function useLeaving(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state !== "idle" && navigation.location.pathname !== location.pathname;
}
