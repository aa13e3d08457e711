declare module "gltf-validator" {
  export type ValidationMessage = { code: string; message: string; severity: number; pointer?: string };
  export type ValidationReport = { issues: { numErrors: number; numWarnings: number; messages: ValidationMessage[] } };
  export function validateBytes(data: Uint8Array, options?: { maxIssues?: number; externalResourceFunction?: (uri: string) => Promise<Uint8Array> }): Promise<ValidationReport>;
}
