/** Whether `value` is a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short description of an unexpected body, naming the server's `error` if it sent one. */
export function describeBody(json: unknown, expectedInArray: string): string {
  if (isRecord(json) && typeof json.error === 'string') return `error "${json.error}"`;
  if (Array.isArray(json)) return `an array without ${expectedInArray}`;
  return json === null ? 'null' : `a ${typeof json} of an unexpected shape`;
}
