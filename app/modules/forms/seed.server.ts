import type { Tx } from "~/modules/db/client.server";
import { hashToken } from "~/modules/auth/tokens.server";
import { formInvitations, formQuestions, forms } from "~/modules/db/schema";

type QuestionSeed = Omit<typeof formQuestions.$inferInsert, "tenantId" | "formId" | "position">;

/**
 * The demo forms of center `demo` (README): an open form at /forms/demo-open-form
 * and a form by invitation with unused single-use links /forms/demo-invite-1, -2, -3.
 */
export async function seedDemoForms(tx: Tx, input: { tenantId: string; centerId: string; organizationId: string; createdById: string }) {
  const { tenantId } = input;
  const open = await insertForm(tx, input, {
    title: "Aanmelden vrijwilligersmarkt 2027",
    description: "Help je mee op de vrijwilligersmarkt op 12 en 13 juni 2027 in het centrum? Meld je hier aan. We nemen binnen een week contact met je op.",
    accessPermission: "anonymous",
    publicToken: "demo-open-form",
    organizationId: null,
    questions: [
      { text: "Over de markt: op de vrijwilligersmarkt stellen organisaties zich voor aan nieuwe vrijwilligers. We zoeken hulp bij de opbouw, de kramen en de afbouw.", questionType: "info_section" },
      { text: "Naam", questionType: "text", required: true },
      { text: "E-mailadres", questionType: "email", required: true },
      { text: "Telefoonnummer", questionType: "phone" },
      { text: "Op welke dag help je?", questionType: "multiple_choice", required: true, options: ["Zaterdag 12 juni", "Zondag 13 juni", "Beide dagen"] },
      { text: "Waarmee wil je helpen?", questionType: "checkbox", options: ["Opbouw", "Kraam bemensen", "Koffie en thee", "Afbouw"] },
      { text: "Met hoeveel personen kom je?", questionType: "number" },
      { text: "Vanaf hoe laat kun je?", questionType: "time" },
      { text: "Website van je organisatie", questionType: "url" },
      { text: "Opmerkingen", questionType: "text", longAnswer: true },
    ],
  });
  const invited = await insertForm(tx, input, {
    title: "Evaluatie taalcoach-traject 2026",
    description: "Je was dit jaar taalcoach. Wil je ons vertellen hoe het ging? Het invullen duurt ongeveer vijf minuten.",
    accessPermission: "token_holder",
    publicToken: "demo-evaluatie",
    organizationId: input.organizationId,
    questions: [
      { text: "Je naam", questionType: "text", required: true },
      { text: "Datum van je laatste bijeenkomst", questionType: "date", required: true },
      { text: "Hoe tevreden ben je over de begeleiding?", questionType: "multiple_choice", required: true, options: ["Zeer tevreden", "Tevreden", "Neutraal", "Ontevreden"] },
      { text: "Hoeveel uur per week was je gemiddeld bezig?", questionType: "number" },
      { text: "Wat ging goed en wat kan beter?", questionType: "text", longAnswer: true },
      { text: "Ik doe volgend jaar weer mee", questionType: "checkbox" },
    ],
  });
  await tx.insert(formInvitations).values(
    [1, 2, 3].map((n) => ({ tenantId, formId: invited, email: `taalcoach${n}@demo.example`, tokenHash: hashToken(`demo-invite-${n}`), singleUse: true, lastSentAt: new Date() })),
  );
  return { openFormId: open, invitedFormId: invited };
}

async function insertForm(
  tx: Tx,
  input: { tenantId: string; centerId: string; createdById: string },
  form: { title: string; description: string; accessPermission: "anonymous" | "token_holder"; publicToken: string; organizationId: string | null; questions: QuestionSeed[] },
): Promise<string> {
  const [row] = await tx
    .insert(forms)
    .values({
      tenantId: input.tenantId,
      centerId: input.centerId,
      organizationId: form.organizationId,
      title: form.title,
      description: form.description,
      accessPermission: form.accessPermission,
      publicToken: form.publicToken,
      createdById: input.createdById,
    })
    .returning({ id: forms.id });
  await tx.insert(formQuestions).values(form.questions.map((question, position) => ({ ...question, tenantId: input.tenantId, formId: row!.id, position })));
  return row!.id;
}
