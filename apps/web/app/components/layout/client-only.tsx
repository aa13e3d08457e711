import { useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children only after hydration. Charts measure the DOM to size themselves, which the
 * server cannot do; the fallback keeps the same box so nothing jumps when they appear.
 */
export function ClientOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
