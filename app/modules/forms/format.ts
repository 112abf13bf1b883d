import type { AnswerValue } from "./constants";

/** An answer as text: picked options joined, a checkbox as yes/no, nothing as "". */
export function answerText(value: AnswerValue | undefined, words: { yes: string; no: string }): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  return Array.isArray(value) ? value.join(", ") : value;
}
