import { describe, expect, it } from "vitest";
import { chunkUrls } from "../../vite-plugins/lazy-chunks-plugin";

describe("lazy chunk URLs for preloading", () => {
  const manifest = {
    "app/components/layout/signed-in-frame.tsx": {
      file: "assets/signed-in-frame-1.js",
      imports: ["_dialog.js", "_react.js"],
    },
    "_dialog.js": { file: "assets/dialog-2.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react-3.js" },
  };

  it("lists a chunk and everything it imports statically, once each", () => {
    expect(chunkUrls(manifest, "app/components/layout/signed-in-frame.tsx", "/")).toEqual([
      "/assets/signed-in-frame-1.js",
      "/assets/dialog-2.js",
      "/assets/react-3.js",
    ]);
  });

  it("fails the build when the module is not a chunk any more", () => {
    expect(() => chunkUrls(manifest, "app/i18n/en.ts", "/")).toThrow(/not a chunk/);
  });
});
