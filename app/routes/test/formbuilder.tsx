import { useTranslation } from "~/modules/i18n/use-translation";
import { Field } from "~/components/forms";
import { PageTitle } from "~/components/page-title";

/** Spec §3 form question types. */
type QuestionType = "text" | "multiple_choice" | "date" | "number" | "checkbox" | "email" | "url" | "phone" | "info_section" | "time";
type Question = { id: string; questionType: QuestionType; required: boolean; options?: readonly string[] };

/** A static form definition with every question type once; texts are `formbuilder.questions.<id>` keys. */
const QUESTIONS: readonly Question[] = [
  { id: "intro", questionType: "info_section", required: false },
  { id: "name", questionType: "text", required: true },
  { id: "email", questionType: "email", required: true },
  { id: "phone", questionType: "phone", required: false },
  { id: "website", questionType: "url", required: false },
  { id: "age", questionType: "number", required: false },
  { id: "availability", questionType: "multiple_choice", required: true, options: ["weekdays", "evenings", "weekends"] },
  { id: "startDate", questionType: "date", required: false },
  { id: "startTime", questionType: "time", required: false },
  { id: "consent", questionType: "checkbox", required: true },
];

const inputTypes: Partial<Record<QuestionType, string>> = {
  text: "text",
  email: "email",
  phone: "tel",
  url: "url",
  number: "number",
  date: "date",
  time: "time",
};

export default function FormbuilderPage() {
  const { t } = useTranslation("gallery");
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.formbuilder.title")} />
      <h1 className="text-3xl font-bold">{t("pages.formbuilder.title")}</h1>
      <p className="max-w-prose">{t("formbuilder.intro")}</p>
      <form aria-label={t("formbuilder.preview")} className="flex max-w-lg flex-col gap-6" onSubmit={(event) => event.preventDefault()}>
        {QUESTIONS.map((question) => (
          <div key={question.id} className="flex flex-col gap-1" data-question-type={question.questionType}>
            <code className="self-start rounded bg-surface-muted px-1 text-xs text-muted">{question.questionType}</code>
            <QuestionInput question={question} />
          </div>
        ))}
      </form>
    </div>
  );
}

function QuestionInput({ question }: { question: Question }) {
  const { t } = useTranslation("gallery");
  const { t: tCommon } = useTranslation();
  const text = t(`formbuilder.questions.${question.id}.text`);
  const name = `question-${question.id}`;
  switch (question.questionType) {
    case "info_section":
      return (
        <div className="rounded-md border border-border bg-surface p-4">
          <h2 className="text-lg font-semibold">{text}</h2>
          <p>{t(`formbuilder.questions.${question.id}.body`)}</p>
        </div>
      );
    case "multiple_choice":
      return (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">
            {text}{" "}
            {question.required ? (
              <span className="text-danger" aria-hidden="true">
                *
              </span>
            ) : null}
          </legend>
          {question.options?.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="radio" name={name} value={option} required={question.required} />
              {t(`formbuilder.questions.${question.id}.options.${option}`)}
            </label>
          ))}
        </fieldset>
      );
    case "checkbox":
      return (
        <label className="flex items-center gap-2">
          <input type="checkbox" name={name} required={question.required} />
          {text}
          {question.required ? null : <span className="text-sm text-muted">({tCommon("optional")})</span>}
        </label>
      );
    default:
      return <Field label={text} inputProps={{ name, type: inputTypes[question.questionType], required: question.required }} />;
  }
}
