// The signed-in frame (tRPC/react-query provider, side menu, header, user menu, with the Radix
// dialog and dropdown code they bring) only shows to signed-in users: the sign-in screens do not
// download it (see the front-end weight check, packages/devtools/src/frontend-weight.ts).
import { lazy } from "react";

export const loadSignedInFrame = () => import("../components/layout/signed-in-frame");

/**
 * Rendered outside any Suspense boundary on purpose: the server render waits for it, and hydration
 * (a transition) keeps the server's HTML until the chunk is in; a signed-in page preloads it and
 * entry.client waits for it before hydrating.
 */
export const SignedInFrame = lazy(() => loadSignedInFrame().then((m) => ({ default: m.SignedInFrame })));
