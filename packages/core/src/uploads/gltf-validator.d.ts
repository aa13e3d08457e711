declare module "gltf-validator" {
  export type ValidationMessage = { code: string; message: string; severity: number; pointer?: string };
  /** What the validator read of each resource; `image` when it could read the image's header. */
  export type ValidationResource = {
    pointer: string;
    mimeType?: string;
    storage?: string;
    byteLength?: number;
    image?: { width: number; height: number };
  };
  export type ValidationReport = {
    issues: { numErrors: number; numWarnings: number; messages: ValidationMessage[] };
    info?: { resources?: ValidationResource[]; totalVertexCount?: number; totalTriangleCount?: number };
  };
  export function validateBytes(
    data: Uint8Array,
    options?: { maxIssues?: number; externalResourceFunction?: (uri: string) => Promise<Uint8Array> },
  ): Promise<ValidationReport>;
}
