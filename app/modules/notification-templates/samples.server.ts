import type { Language } from "~/modules/i18n/languages";

/*
 * The words of the sample values that the template editor's preview and test mail fill in (decision 029), per
 * language: an English template shows an English vacancy, organization and message, a Dutch one Dutch. People's
 * names (Sam de Vries, Noor Jansen), addresses and links are the same in both; dates are written by the mail itself.
 */

export const SAMPLE_URL = "https://www.example.org/";

export type SampleText = {
  appName: string;
  centerName: string;
  vacancyTitle: string;
  organizationName: string;
  applicantMessage: string;
  formTitle: string;
  approvalMessage: string;
  contactQuestions: { name: string; question: string };
  contactAnswer: string;
  conversationSubject: string;
  conversationMessage: string;
  expiringVacancyTitle: string;
  poolOrganizationName: string;
  poolMessage: string;
  activityTitle: string;
  activityPlace: string;
  /** The digest's second vacancy and its activity. */
  digest: { vacancyTitle: string; organizationName: string; activityTitle: string; activityOrganizationName: string };
  /** Neighbour help: the request, where it is, the center's reason for refusing it and a helper's response. */
  help: { description: string; neighbourhood: string; reason: string; response: string };
};

const SAMPLE_TEXT: Record<Language, SampleText> = {
  nl: {
    appName: "Vrijwilligerscentrale",
    centerName: "Vrijwilligerscentrale Demo",
    vacancyTitle: "Voorlezen op de basisschool",
    organizationName: "Stichting De Brug",
    applicantMessage: "Ik lees graag voor.",
    formTitle: "Aanmelding training",
    approvalMessage: "Welkom! Plaats gerust jullie eerste vacature.",
    contactQuestions: { name: "Naam", question: "Vraag" },
    contactAnswer: "Hoe word ik vrijwilliger?",
    conversationSubject: "Vraag over voorlezen",
    conversationMessage: "Hoi Sam, kun je donderdagmiddag langskomen?",
    expiringVacancyTitle: "Maatje voor een oudere buurtbewoner",
    poolOrganizationName: "Stichting Buurtkracht",
    poolMessage: "Hoi Sam, we zoeken iemand die op zaterdag in de moestuin helpt. Heb je zin om kennis te maken?",
    activityTitle: "Taalcafé in de bibliotheek",
    activityPlace: "Bibliotheek, Stationsplein 1",
    digest: { vacancyTitle: "Maatje voor een nieuwkomer", organizationName: "Welzijn Samen", activityTitle: "Taalcafé", activityOrganizationName: "Bibliotheek Midden" },
    help: {
      description: "Wie helpt mij elke week met de boodschappen? Ik loop slecht sinds mijn val.",
      neighbourhood: "Binnenstad, Apeldoorn",
      reason: "Voor deze hulp verwijzen we je naar de thuiszorg.",
      response: "Ik woon om de hoek en doe op dinsdag zelf boodschappen. Zal ik voor je meegaan?",
    },
  },
  en: {
    appName: "Volunteer Center",
    centerName: "Demo Volunteer Center",
    vacancyTitle: "Reading aloud at the primary school",
    organizationName: "The Bridge Foundation",
    applicantMessage: "I love reading aloud.",
    formTitle: "Training sign-up",
    approvalMessage: "Welcome! Feel free to post your first vacancy.",
    contactQuestions: { name: "Name", question: "Question" },
    contactAnswer: "How do I become a volunteer?",
    conversationSubject: "Question about reading aloud",
    conversationMessage: "Hi Sam, could you drop by on Thursday afternoon?",
    expiringVacancyTitle: "Buddy for an elderly neighbour",
    poolOrganizationName: "Stronger Neighbourhoods Foundation",
    poolMessage: "Hi Sam, we are looking for someone to help in the vegetable garden on Saturdays. Would you like to meet us?",
    activityTitle: "Language café at the library",
    activityPlace: "Library, Stationsplein 1",
    digest: { vacancyTitle: "Buddy for a newcomer", organizationName: "Wellbeing Together", activityTitle: "Language café", activityOrganizationName: "Central Library" },
    help: {
      description: "Who will help me with the shopping every week? I have had trouble walking since my fall.",
      neighbourhood: "City centre, Apeldoorn",
      reason: "For this kind of help we refer you to home care.",
      response: "I live around the corner and do my own shopping on Tuesdays. Shall I come along with you?",
    },
  },
};

export function sampleText(language: Language): SampleText {
  return SAMPLE_TEXT[language];
}
