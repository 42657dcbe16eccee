/** Text made safe to put inside a regular expression: every character with a meaning there is escaped. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
