// The collection editor's route parameter (platform spec 4): `new` opens an empty collection at
// once, a number loads that collection, anything else is the editor's error state.
export type CollectionParam = { kind: "new" } | { kind: "id"; id: number } | { kind: "invalid" };

export function parseCollectionId(param: string | undefined): CollectionParam {
  if (param === "new") return { kind: "new" };
  // Digits only: "1e3", " 7" or "0x10" would pass Number() but are not ids the console makes.
  if (!param || !/^\d{1,15}$/.test(param)) return { kind: "invalid" };
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? { kind: "id", id } : { kind: "invalid" };
}
