import { describe, expect, it } from "vitest";
import {
  chromaKeyAlpha,
  displayAspect,
  hexToRgb,
  LAYOUT_CODE,
  layoutUvs,
  shadeVideoPixel,
  videoFragmentShader,
  videoVertexShader,
} from "../src/video-shader";

type Rgb = [number, number, number];
const GREEN: Rgb = [0, 1, 0];

describe("video shader source", () => {
  it("declares what the material binds and writes a colour", () => {
    for (const u of [
      "uniform sampler2D map",
      "uniform vec3 keyColor",
      "uniform float similarity",
      "uniform float smoothness",
      "uniform bool chromaKeyEnabled",
      "uniform int videoLayout",
    ]) {
      expect(videoFragmentShader).toContain(u);
    }
    expect(videoFragmentShader).toMatch(/void main\(\)\s*{/);
    expect(videoFragmentShader).toContain("gl_FragColor");
    expect(videoVertexShader).toContain("gl_Position");
    expect(videoVertexShader).toContain("vUv = uv");
    // Balanced braces and parentheses: a cheap guard against a broken edit.
    for (const [o, c] of [
      ["{", "}"],
      ["(", ")"],
    ] as const) {
      expect(videoFragmentShader.split(o).length).toBe(videoFragmentShader.split(c).length);
    }
    expect(LAYOUT_CODE).toEqual({ video: 0, "video-h": 1, "video-v": 2 });
    expect(videoFragmentShader).toContain("videoLayout == 1");
    expect(videoFragmentShader).toContain("videoLayout == 2");
  });

  it("names nothing with a word GLSL ES 3.00 reserves (three.js compiles ShaderMaterials as GLSL 3 on WebGL2)", () => {
    // GLSL ES 3.00 §3.7 keywords and reserved words that a uniform, varying or function could
    // collide with. "layout" is the one that broke every video in the editor.
    const reserved = new Set([
      "attribute",
      "const",
      "uniform",
      "varying",
      "layout",
      "centroid",
      "flat",
      "smooth",
      "noperspective",
      "patch",
      "sample",
      "break",
      "continue",
      "do",
      "for",
      "while",
      "switch",
      "case",
      "default",
      "if",
      "else",
      "subroutine",
      "in",
      "out",
      "inout",
      "float",
      "int",
      "void",
      "bool",
      "true",
      "false",
      "invariant",
      "discard",
      "return",
      "lowp",
      "mediump",
      "highp",
      "precision",
      "struct",
      "common",
      "partition",
      "active",
      "asm",
      "class",
      "union",
      "enum",
      "typedef",
      "template",
      "this",
      "resource",
      "goto",
      "inline",
      "noinline",
      "public",
      "static",
      "extern",
      "external",
      "interface",
      "long",
      "short",
      "double",
      "half",
      "fixed",
      "unsigned",
      "superp",
      "input",
      "output",
      "filter",
      "sizeof",
      "cast",
      "namespace",
      "using",
      "sampler",
      "texture",
      "buffer",
      "shared",
      "coherent",
      "volatile",
      "restrict",
      "readonly",
      "writeonly",
      "atomic_uint",
    ]);
    for (const src of [videoVertexShader, videoFragmentShader]) {
      const declared = [
        ...src.matchAll(/\b(?:uniform|varying)\s+\w+\s+(\w+)\s*;/g),
        ...src.matchAll(/\b(?:vec[234]|float|int|bool|void)\s+(\w+)\s*\(/g),
      ].map((m) => m[1]!);
      expect(declared.length).toBeGreaterThan(0);
      for (const name of declared) expect(reserved.has(name), `${name} is reserved in GLSL ES 3.00`).toBe(false);
    }
    // The material binds exactly the uniforms the program declares.
    const names = [...videoFragmentShader.matchAll(/\buniform\s+\w+\s+(\w+)\s*;/g)].map((m) => m[1]);
    expect(names).toEqual(["map", "keyColor", "similarity", "smoothness", "chromaKeyEnabled", "videoLayout"]);
  });
});

describe("chroma key maths", () => {
  it("keys out the key colour and keeps distant colours", () => {
    expect(chromaKeyAlpha(GREEN, GREEN)).toBe(0);
    expect(chromaKeyAlpha([0.05, 0.95, 0.05], GREEN)).toBe(0);
    expect(chromaKeyAlpha([1, 0, 0], GREEN)).toBe(1);
    expect(chromaKeyAlpha([1, 1, 1], GREEN)).toBe(1);
    expect(chromaKeyAlpha([0, 0, 1], GREEN)).toBe(1);
  });
  it("fades softly at the edge", () => {
    const edge = chromaKeyAlpha([0.25, 0.9, 0.25], GREEN);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(1);
  });
  it("works for any key colour", () => {
    const blue: Rgb = [0, 0, 1];
    expect(chromaKeyAlpha(blue, blue)).toBe(0);
    expect(chromaKeyAlpha(GREEN, blue)).toBe(1);
  });
  it("parses hex keys", () => {
    expect(hexToRgb("#00FF00")).toEqual([0, 1, 0]);
    expect(hexToRgb("ff0000")).toEqual([1, 0, 0]);
    expect(hexToRgb("bad")).toEqual([0, 1, 0]);
  });
});

describe("alpha from half", () => {
  // A 2x2 frame: video-h has colour in the left column and the grey mask in the right one.
  const frameH = (uv: [number, number]): Rgb => (uv[0] < 0.5 ? [1, 0, 0] : uv[1] >= 0.5 ? [1, 1, 1] : [0, 0, 0]);
  // video-v: colour on top (uv.y ≥ 0.5), mask below; the mask is white on the left, black on the right.
  const frameV = (uv: [number, number]): Rgb => (uv[1] >= 0.5 ? [0, 0, 1] : uv[0] < 0.5 ? [1, 1, 1] : [0, 0, 0]);

  it("samples colour and mask from the right halves", () => {
    expect(layoutUvs([0.5, 0.5], "video-h")).toEqual({ color: [0.25, 0.5], alpha: [0.75, 0.5] });
    expect(layoutUvs([0.5, 0.5], "video-v")).toEqual({ color: [0.5, 0.75], alpha: [0.5, 0.25] });
    expect(layoutUvs([0.3, 0.7], "video")).toEqual({ color: [0.3, 0.7], alpha: null });
  });

  it("takes alpha from the mask half (horizontal)", () => {
    const top = shadeVideoPixel(frameH, [0.5, 0.9], { type: "video-h", chromaKeyEnabled: false, key: GREEN });
    const bottom = shadeVideoPixel(frameH, [0.5, 0.1], { type: "video-h", chromaKeyEnabled: false, key: GREEN });
    expect(top).toEqual({ rgb: [1, 0, 0], alpha: 1 });
    expect(bottom).toEqual({ rgb: [1, 0, 0], alpha: 0 });
  });

  it("takes alpha from the mask half (vertical)", () => {
    expect(shadeVideoPixel(frameV, [0.2, 0.5], { type: "video-v", chromaKeyEnabled: false, key: GREEN })).toEqual({
      rgb: [0, 0, 1],
      alpha: 1,
    });
    expect(shadeVideoPixel(frameV, [0.8, 0.5], { type: "video-v", chromaKeyEnabled: false, key: GREEN })).toEqual({
      rgb: [0, 0, 1],
      alpha: 0,
    });
  });

  it("combines with the chroma key", () => {
    const greenFrame = (): Rgb => GREEN;
    expect(shadeVideoPixel(greenFrame, [0.5, 0.5], { type: "video", chromaKeyEnabled: true, key: GREEN }).alpha).toBe(
      0,
    );
    expect(shadeVideoPixel(greenFrame, [0.5, 0.5], { type: "video", chromaKeyEnabled: false, key: GREEN }).alpha).toBe(
      1,
    );
  });

  it("computes the displayed aspect once the mask half is folded away", () => {
    expect(displayAspect(1920, 540, "video-h")).toBeCloseTo(16 / 9);
    expect(displayAspect(960, 1080, "video-v")).toBeCloseTo(16 / 9);
    expect(displayAspect(1280, 720, "video")).toBeCloseTo(16 / 9);
    expect(displayAspect(0, 0, "video")).toBeCloseTo(16 / 9);
  });
});
