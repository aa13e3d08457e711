/** Built by vite-plugins/lazy-chunks-plugin.ts: the URLs of lazily imported chunks, by name (empty under `vite dev`). */
declare module "virtual:lazy-chunks" {
  const urls: Partial<Record<string, string[]>>;
  export default urls;
}
