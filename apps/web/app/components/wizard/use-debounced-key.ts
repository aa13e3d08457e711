import { useEffect, useState } from "react";

/** `key` once it has stayed the same for `ms` (spec 9: the price is asked 500 ms after typing stops). */
export function useDebouncedKey(key: string, ms: number): string {
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
