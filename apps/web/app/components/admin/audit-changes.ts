// The audit log keeps what an admin action changed as JSON: {field: value} for a created or
// deleted record, {field: {from, to}} for an edit. This turns it into readable lines. Password
// values never reach the log (the server writes "set" or "changed"); the formatter still shows
// only those two words for a password field, whatever it holds, so no secret can be displayed.

export type ChangeLine = { field: string; from?: string; to: string };

export type ChangeFormat = {
  yes: string;
  no: string;
  /** Shown for null, "", and an empty list. */
  empty: string;
  passwordSet: string;
  passwordChanged: string;
  /** A readable text for a field's string value (feature ids, payment statuses), or undefined to keep it. */
  label?: (field: string, value: string) => string | undefined;
  /** A readable text for a field's number (amounts as prices), or undefined to show the number. */
  number?: (field: string, value: number) => string | undefined;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** An edit's {from, to} pair (and nothing else). */
function isFromTo(v: unknown): v is { from: unknown; to: unknown } {
  return isRecord(v) && "from" in v && "to" in v && Object.keys(v).length === 2;
}

export function isPasswordField(field: string): boolean {
  return /password/i.test(field);
}

export function formatValue(field: string, value: unknown, fmt: ChangeFormat): string {
  if (value === null || value === undefined || value === "") return fmt.empty;
  if (typeof value === "boolean") return value ? fmt.yes : fmt.no;
  if (typeof value === "string") return fmt.label?.(field, value) ?? value;
  if (typeof value === "number") return fmt.number?.(field, value) ?? String(value);
  if (Array.isArray(value))
    return value.length === 0 ? fmt.empty : value.map((item) => formatValue(field, item, fmt)).join(", ");
  return JSON.stringify(value);
}

export function describeChanges(changes: unknown, fmt: ChangeFormat): ChangeLine[] {
  if (!isRecord(changes)) return [];
  return Object.entries(changes).map(([field, value]): ChangeLine => {
    if (isPasswordField(field)) return { field, to: value === "set" ? fmt.passwordSet : fmt.passwordChanged };
    if (isFromTo(value))
      return { field, from: formatValue(field, value.from, fmt), to: formatValue(field, value.to, fmt) };
    return { field, to: formatValue(field, value, fmt) };
  });
}
