/*
 * Zod messages are translation keys of the `errors` namespace, optionally
 * with a count: "validation.minLength:8". Forms translate them in the
 * visitor's language (spec §5: default message sets in nl and en).
 */
export const messages = {
  required: "validation.required",
  email: "validation.email",
  url: "validation.url",
  invalid: "validation.invalid",
  phone: "validation.phone",
  postcode: "validation.postcode",
  passwordMismatch: "validation.passwordMismatch",
  slugFormat: "validation.slugFormat",
  slugReserved: "validation.slugReserved",
  organizationIdMismatch: "validation.organizationIdMismatch",
  languageNotOffered: "validation.languageNotOffered",
  unknownPostcode: "validation.unknownPostcode",
  minLength: (count: number) => `validation.minLength:${count}`,
  maxLength: (count: number) => `validation.maxLength:${count}`,
} as const;

/** Date and date-time fields (dateField, dateTimeField) and ranges: every page says the same mistake the same way. */
export const dateMessages = {
  invalidDate: "dateRange.invalidDate",
  invalidDateTime: "dateRange.invalidDateTime",
  endBeforeStart: "dateRange.endBeforeStart",
} as const;

export function parseMessage(message: string): { key: string; count?: number } {
  const [key, count] = message.split(":");
  return count !== undefined && /^\d+$/.test(count) ? { key: key!, count: Number(count) } : { key: message };
}
