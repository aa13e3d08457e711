/** Public path of a stored object (served by GET /api/files/{key} with an access check). */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/api/files/${key}` : null;
}
