/**
 * Text from a deployment as the reports show it. A target chooses its error messages, so a report must not
 * let them grow without bound (every report caps each message and says how much it cut) nor reach a terminal
 * as control sequences: the console prints them with control characters, line breaks and bidirectional
 * overrides escaped, so no message can move the cursor, retitle the window or forge a line such as
 * `✓ spaces › …`.
 */

/** The longest message a report keeps, in characters; the rest is cut with a note of how much. */
export const MAX_MESSAGE_CHARS = 4096;

/** `text` within {@link MAX_MESSAGE_CHARS}, ending with `… [N more characters cut]` when it was longer. */
export function capText(text: string, max = MAX_MESSAGE_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… [${text.length - max} more characters cut]`;
}

/** `capText` for optional fields. */
export const capOptional = (text: string | undefined): string | undefined => (text === undefined ? undefined : capText(text));

// C0 controls but tab, DEL, C1 controls (0x9b is CSI, 0x9d OSC), line and paragraph separators, and the
// bidirectional formatting characters that reorder what a terminal shows.
const UNPRINTABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r' };

/** `text` safe for one line of a terminal: every unprintable character written as an escape (`\x1b`, `\n`). */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.charCodeAt(0);
    return NAMED[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
}
