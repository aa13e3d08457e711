// The wish token a save returns is the only proof that this browser filled the card, so it lives in
// localStorage under `wish-token:{cardId}` (readable across reloads, never sent to another card).
// Storage can be unavailable (private mode, disabled): the page then works without editing later.

const keyOf = (cardId: string) => `wish-token:${cardId}`;

export function readWishToken(cardId: string): string | null {
  try {
    return localStorage.getItem(keyOf(cardId));
  } catch {
    return null;
  }
}

export function storeWishToken(cardId: string, token: string): boolean {
  try {
    localStorage.setItem(keyOf(cardId), token);
    return true;
  } catch {
    return false;
  }
}

export function forgetWishToken(cardId: string): void {
  try {
    localStorage.removeItem(keyOf(cardId));
  } catch {
    // Nothing to forget when storage is off.
  }
}
