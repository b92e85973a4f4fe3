/** Console output of the tour: numbered headings, bullets and notes, readable in any terminal. */

/** Starts step `step` of the tour. */
export function heading(step: number, title: string): void {
  console.log(`\n${step}. ${title}`);
}

/** One thing that happened. */
export function bullet(text: string): void {
  console.log(`   • ${text}`);
}

/** An aside. */
export function note(text: string): void {
  console.log(`   ${text}`);
}
