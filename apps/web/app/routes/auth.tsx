import { Outlet } from "@remix-run/react";

// Every /auth/* screen shows without the side menu and header (spec 2); each draws its own frame
// (the Google hand-over is a full-screen wait, the others a card).
export const handle = { bare: true };

export default function AuthLayout() {
  return <Outlet />;
}
