/** Values as failure messages show them: short, unambiguous, one line. */

const MAX_LENGTH = 160;

/** `"text"`, `42`, `undefined`, `{"id":"sp_1",…}` — clipped to one readable line. */
export function formatValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
  if (typeof value === 'bigint') return `${value}n`;
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}
