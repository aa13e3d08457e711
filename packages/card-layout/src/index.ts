// Pure card-layout maths shared by the browser print dialog and the worker's renderer.
// No DOM and no Node APIs here.

export * from "./units";
export * from "./result";
export * from "./color";
export * from "./cut-options";
export * from "./sheet-layout";
export * from "./cut-lines";
export * from "./bleed";
export * from "./output-plan";
export * from "./design-rules";
export * from "./grey-image";
export * from "./trackability";
export * from "./qr-check";
export * from "./design-canvas";
export * from "./card-link-base";
export * from "./print-limits";
