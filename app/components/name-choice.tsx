import { useId } from "react";
import { ErrorList } from "~/components/forms";
import { SearchCombobox } from "~/components/search-combobox";
import { searchedParam, type NamedOption, type UnresolvedName } from "~/lib/name-match";

/*
 * A form's field of one record chosen by name (decision 052): a search field instead of a select of every record.
 * With JavaScript a combobox fills the record's id (`idName`); without it the typed name goes out as `nameName`
 * and the action resolves it (readNameField). A name that found none comes back as the field's error, with the
 * typed text; one that found several comes back with radios to pick one (`choiceName`). The organization a form
 * is for and the bulk edit's contact person use it, each with its own suggestions and words.
 */

export type NameChoiceNames = { idName: string; nameName: string; choiceName: string };

/** A name choice's words: what a screen reader hears after a search, the radios' legend, how many more were found. */
export type NameChoiceWords = {
  countText: (shown: number, total: number) => string;
  noneText: string;
  choose: (typed: string) => string;
  more: (count: number) => string;
};

/**
 * What a name choice field shows and how its parts are tied together: the ids of its hint, errors and radios, the
 * errors shown, the several records a name found, and the field's aria-describedby.
 */
export function useNameChoiceState({
  hint,
  unresolved,
  unresolvedError,
  errors,
}: {
  hint?: string;
  unresolved: UnresolvedName | null;
  unresolvedError: (unresolved: UnresolvedName) => string;
  errors?: readonly string[] | null;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choiceId = `${id}-choice`;
  // A name that chose none is said from what the action answered, not from the form's live validation: that would
  // drop the message as the field loses focus on the press of the button below, moving the button away mid-click.
  const shownErrors = unresolved ? [unresolvedError(unresolved)] : (errors ?? []).filter(Boolean);
  const several = unresolved?.match.kind === "several" ? { typed: unresolved.typed, matches: unresolved.match.matches, more: unresolved.match.more } : null;
  const describedBy = [hint ? hintId : null, shownErrors.length > 0 ? errorId : null, several ? choiceId : null].filter(Boolean).join(" ") || undefined;
  return { hint, hintId, errorId, choiceId, shownErrors, several, describedBy };
}

export type NameChoiceState = ReturnType<typeof useNameChoiceState>;

/**
 * What follows a name choice's search field: its hint, its errors and, when a typed name found several records,
 * the radios to pick one (`choiceName`), tied to the field by the ids of `state` (useNameChoiceState).
 */
export function NameChoiceDetails({ state, choiceName, words }: { state: NameChoiceState; choiceName: string; words: Pick<NameChoiceWords, "choose" | "more"> }) {
  const { hint, hintId, errorId, choiceId, shownErrors, several } = state;
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={shownErrors} />
      {several ? <SeveralFound id={choiceId} name={choiceName} searched={several.typed} legend={words.choose(several.typed)} found={several} more={words.more} /> : null}
    </>
  );
}

export function NameChoiceField({
  label,
  hint,
  names,
  chosen,
  unresolved,
  unresolvedError,
  errors,
  suggestionsUrl,
  words,
}: {
  label: string;
  hint?: string;
  names: NameChoiceNames;
  chosen: NamedOption | null;
  unresolved: UnresolvedName | null;
  /** The field's error for `unresolved` (a key of the errors translations, as validation messages are). */
  unresolvedError: (unresolved: UnresolvedName) => string;
  errors?: readonly string[] | null;
  suggestionsUrl: (text: string) => string;
  words: NameChoiceWords;
}) {
  const state = useNameChoiceState({ hint, unresolved, unresolvedError, errors });
  return (
    <div className="flex flex-col gap-1">
      <SearchCombobox
        label={label}
        name={names.nameName}
        valueName={names.idName}
        chosen={unresolved ? null : chosen}
        text={unresolved?.typed}
        suggestionsUrl={suggestionsUrl}
        countText={words.countText}
        noneText={words.noneText}
        describedBy={state.describedBy}
        invalid={state.shownErrors.length > 0}
      />
      <NameChoiceDetails state={state} choiceName={names.choiceName} words={words} />
    </div>
  );
}

/**
 * The records a typed name found, to pick one of (a radio each named `name`), and how many more there are. The
 * text that found them goes back hidden (searchedParam): a radio counts only while the text field still holds it.
 */
export function SeveralFound({
  id,
  name,
  searched,
  legend,
  found,
  more,
}: {
  id: string;
  name: string;
  searched: string;
  legend: string;
  found: { matches: NamedOption[]; more: number };
  more: (count: number) => string;
}) {
  return (
    <fieldset id={id} className="mt-1 flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-4">
      <legend className="px-1 font-medium">{legend}</legend>
      <input type="hidden" name={searchedParam(name)} value={searched} />
      {found.matches.map((option) => (
        <label key={option.value} className="flex items-center gap-2">
          <input type="radio" name={name} value={option.value} className="size-4" />
          {option.label}
        </label>
      ))}
      {found.more > 0 ? <p className="text-sm">{more(found.more)}</p> : null}
    </fieldset>
  );
}
