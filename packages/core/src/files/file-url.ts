const FILES_PATH = "/api/files/";

/** Public path of a stored object (served by GET /api/files/{key} with an access check). */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `${FILES_PATH}${key}` : null;
}

/** fileUrl() for JSON that PostgreSQL builds: the same path, null for a null or empty key. */
export function fileUrlSql(column: string): string {
  return `CASE WHEN ${column} <> '' THEN '${FILES_PATH}' || ${column} END`;
}
