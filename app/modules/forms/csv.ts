/*
 * CSV for Excel as Dutch users open it: UTF-8 with a byte order mark (or the
 * accents break), `;` between fields (Dutch Excel's list separator), CRLF.
 */

const BOM = "\uFEFF";

/** Quotes where needed; a leading = + - @ (other than a negative number) is defused so Excel never runs a cell as a formula. */
export function csvField(value: string): string {
  const formulaLike = /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value);
  const safe = formulaLike ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: string[][]): string {
  return BOM + rows.map((row) => row.map(csvField).join(";")).join("\r\n") + "\r\n";
}
