import { describe, expect, it } from "vitest";
import type { SceneObject } from "../../app/components/ar-projects/editor-contract";
import {
  clickActionsOf,
  clickTargets,
  invalidClickActions,
  isValidUrl,
  newClickAction,
  validateClickAction,
  withValidClickActionsOnly,
} from "../../app/components/scene-editor/click-actions";
import { sceneData } from "../../../../packages/core/src/ar-projects/scene-schema";

const o = (id: string, type: SceneObject["type"], click?: unknown[]): SceneObject => ({
  id,
  name: id,
  type,
  position: [0, 0, 0],
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  data: click ? { click } : {},
});
const scene = [o("v", "video"), o("a", "audio"), o("g", "glb"), o("p", "primitive"), o("i", "image")];

describe("click actions (spec §3)", () => {
  it("validates links like the server: http(s) with a host", () => {
    for (const good of ["https://example.com", "http://example.com/a?b=1#c", "https://sub.domain.ru/путь"])
      expect(isValidUrl(good)).toBe(true);
    for (const bad of [
      "",
      "https://",
      "example.com",
      "ftp://example.com",
      "javascript:alert(1)",
      "https://exa mple.com",
      "mailto:a@b.c",
    ])
      expect(isValidUrl(bad)).toBe(false);
  });

  it("agrees with the server schema on links", () => {
    for (const url of [
      "https://example.com",
      "http://a.b/c",
      "https://",
      "example.com",
      "ftp://x.y",
      "https://exa mple.com",
    ]) {
      const server = sceneData.safeParse([o("p", "primitive", [{ type: "openUrl", value: url }])]).success;
      expect(isValidUrl(url)).toBe(server);
    }
  });

  it("offers targets of the right type only", () => {
    expect(clickTargets("launchVideo", scene).map((x) => x.id)).toEqual(["v"]);
    expect(clickTargets("launchAudio", scene).map((x) => x.id)).toEqual(["a"]);
    expect(clickTargets("playAnimation", scene).map((x) => x.id)).toEqual(["g"]);
    expect(clickTargets("openUrl", scene)).toEqual([]);
  });

  it("playAnimation offers only models with an animation once their counts are known", () => {
    expect(clickTargets("playAnimation", scene, new Map([["g", 0]]))).toEqual([]);
    expect(clickTargets("playAnimation", scene, new Map([["g", 2]])).map((x) => x.id)).toEqual(["g"]);
    expect(clickTargets("playAnimation", scene, new Map()).map((x) => x.id)).toEqual(["g"]); // still loading
    expect(validateClickAction({ type: "playAnimation", value: "g" }, scene, new Map([["g", 0]]))).toBe("target");
    expect(newClickAction("playAnimation", scene, new Map([["g", 0]]))).toEqual({ type: "playAnimation", value: "" });
  });

  it("rejects targets of the wrong type or not in the scene", () => {
    expect(validateClickAction({ type: "launchVideo", value: "v" }, scene)).toBeNull();
    expect(validateClickAction({ type: "launchVideo", value: "a" }, scene)).toBe("target");
    expect(validateClickAction({ type: "launchAudio", value: "gone" }, scene)).toBe("target");
    expect(validateClickAction({ type: "playAnimation", value: "p" }, scene)).toBe("target");
    expect(validateClickAction({ type: "openUrl", value: "https://" }, scene)).toBe("url");
  });

  it("pre-fills new actions with the first valid target", () => {
    expect(newClickAction("launchAudio", scene)).toEqual({ type: "launchAudio", value: "a" });
    expect(newClickAction("openUrl", scene)).toEqual({ type: "openUrl", value: "https://" });
    expect(newClickAction("launchVideo", [])).toEqual({ type: "launchVideo", value: "" });
  });

  it("reads malformed click lists as empty or filtered", () => {
    expect(clickActionsOf(o("x", "primitive"))).toEqual([]);
    expect(
      clickActionsOf(
        o("x", "primitive", [{ type: "nope", value: "1" }, { type: "openUrl", value: "https://a.b" }, null]),
      ),
    ).toEqual([{ type: "openUrl", value: "https://a.b" }]);
  });

  it("lists the invalid actions and leaves them out of what is saved, so the server accepts the scene", () => {
    const objects = [
      ...scene,
      o("p2", "primitive", [
        { type: "openUrl", value: "https://" },
        { type: "launchVideo", value: "v" },
        { type: "launchAudio", value: "v" },
      ]),
    ];
    expect(invalidClickActions(objects)).toEqual([
      { objectId: "p2", index: 0, error: "url" },
      { objectId: "p2", index: 2, error: "target" },
    ]);
    expect(sceneData.safeParse(objects).success).toBe(false);
    const saved = withValidClickActionsOnly(objects);
    expect(saved.at(-1)!.data!.click).toEqual([{ type: "launchVideo", value: "v" }]);
    expect(sceneData.safeParse(saved).success).toBe(true);
    // Untouched objects keep their identity (no needless re-renders or draft churn).
    expect(saved[0]).toBe(objects[0]);
  });
});
