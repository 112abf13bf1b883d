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
  acceptTerms: "validation.acceptTerms",
  passwordIncorrect: "validation.passwordIncorrect",
  unknownOrganization: "validation.unknownOrganization",
  alreadyResponded: "validation.alreadyResponded",
  linkInvalid: "validation.linkInvalid",
  passwordAlreadySet: "validation.passwordAlreadySet",
  sameEmail: "validation.sameEmail",
  emailTaken: "validation.emailTaken",
  otherCenter: "validation.otherCenter",
  profileNotForType: "validation.profileNotForType",
  renamedType: "validation.renamedType",
  redirectNotOwn: "validation.redirectNotOwn",
  noCenter: "validation.noCenter",
  alreadyConfirmed: "validation.alreadyConfirmed",
  cannotSignIn: "validation.cannotSignIn",
  idMismatch: "validation.idMismatch",
  contactPersonOfCenter: "validation.contactPersonOfCenter",
  expiresInPast: "validation.expiresInPast",
  endDateBeforeStart: "validation.endDateBeforeStart",
  messageBlank: "validation.messageBlank",
  conversationApplicationUnknown: "validation.conversationApplicationUnknown",
  applicantNoAccount: "validation.applicantNoAccount",
  conversationVacancyUnknown: "validation.conversationVacancyUnknown",
  ownOrganizationVacancy: "validation.ownOrganizationVacancy",
  poolProfileUnknown: "validation.poolProfileUnknown",
  writeForOwnOrganization: "validation.writeForOwnOrganization",
  ownProfile: "validation.ownProfile",
  unknownPostcode: "validation.unknownPostcode",
  replyForOwnOrganization: "validation.replyForOwnOrganization",
  helpNotWithdrawable: "validation.helpNotWithdrawable",
  helpNotReviewable: "validation.helpNotReviewable",
  helpResponseUnknown: "validation.helpResponseUnknown",
  helpResponseDecided: "validation.helpResponseDecided",
  keyReusedHelp: "validation.keyReusedHelp",
  bulkTooMany: (count: number) => `validation.bulkTooMany:${count}`,
  contactPersonCenterRole: "validation.contactPersonCenterRole",
  vacancyTransition: "validation.vacancyTransition",
  vacancyClosed: "validation.vacancyClosed",
  keyReusedVacancy: "validation.keyReusedVacancy",
  notTokenHolder: "validation.notTokenHolder",
  invitationRevoked: "validation.invitationRevoked",
  keyReusedForm: "validation.keyReusedForm",
  notAnActivity: "validation.notAnActivity",
  signupPast: "validation.signupPast",
  signupDeadline: "validation.signupDeadline",
  signupNotPublished: "validation.signupNotPublished",
  keyReusedOccurrence: "validation.keyReusedOccurrence",
  occurrencesHaveSignups: "validation.occurrencesHaveSignups",
  lastAdmin: "validation.lastAdmin",
  bulkNoChanges: "validation.bulkNoChanges",
  bulkStatusOrAction: "validation.bulkStatusOrAction",
  bulkIdsOrFilter: "validation.bulkIdsOrFilter",
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
