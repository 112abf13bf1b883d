import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { controlClass } from "~/components/ui/control";

/*
 * A filter field that finds its value by name as one types: the WAI-ARIA combobox pattern (an editable
 * combobox with a list popup; arrows, Enter, Escape), its suggestions asked from `suggestionsUrl` (a
 * small JSON answer of `{ options, total }`). Without JavaScript it is a plain text field: the page's
 * loader resolves the typed name. A chosen option goes out as `valueName`; typed text nobody chose
 * from the list goes out as `name`, for the loader to resolve as it would without JavaScript.
 */

export type ComboboxOption = { value: string; label: string };
export type ComboboxSuggestions = { options: ComboboxOption[]; total: number };

/** The option an arrow key makes active among `count` (-1: none active), wrapping around at either end. */
export function moveActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

type Props = {
  label: string;
  /** The parameter of typed text that was not chosen from the suggestions. */
  name: string;
  /** The parameter of the chosen option's value. */
  valueName: string;
  chosen: ComboboxOption | null;
  /** Typed text the page could not resolve to one option (shown again, with `describedBy` saying why). */
  text?: string;
  /** Where to ask for suggestions for `text`; `form` is the field's form as it is now (what else is chosen in it). */
  suggestionsUrl: (text: string, form: HTMLFormElement | null) => string;
  /** What a screen reader hears after a search: how many suggestions are shown of how many found. */
  countText: (shown: number, total: number) => string;
  noneText: string;
  describedBy?: string;
  invalid?: boolean;
  className?: string;
  /**
   * Called with an option chosen from the suggestions, which then empties the field for the next one instead of
   * holding the choice (a field that adds to a list of chosen records).
   */
  onChoose?: (option: ComboboxOption) => void;
};

export function SearchCombobox(props: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const { label, name, valueName, chosen, text, describedBy, invalid, className } = props;
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : "flex flex-col gap-1"}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hydrated ? (
        <ComboboxInput key={`${chosen?.value ?? ""}|${text ?? ""}`} id={id} {...props} />
      ) : (
        <>
          {chosen ? <input type="hidden" name={valueName} value={chosen.value} /> : null}
          <input
            id={id}
            type="search"
            name={name}
            defaultValue={chosen?.label ?? text ?? ""}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          />
        </>
      )}
    </div>
  );
}

function ComboboxInput({ id, label, name, valueName, chosen: initialChoice, text: initialText, suggestionsUrl, countText, noneText, describedBy, invalid, onChoose }: Props & { id: string }) {
  const listId = useId();
  const [text, setText] = useState(initialChoice?.label ?? initialText ?? "");
  const [chosen, setChosen] = useState(initialChoice);
  const [found, setFound] = useState<ComboboxSuggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const options = found?.options ?? [];
  const expanded = open && found !== null;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function search(value: string) {
    request.current?.abort();
    setActive(-1);
    const query = value.trim();
    if (!query) {
      setFound(null);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    fetch(suggestionsUrl(query, input.current?.form ?? null), { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<ComboboxSuggestions>) : { options: [], total: 0 }))
      .then((answer) => {
        setFound(answer);
        setOpen(true);
      })
      // An answer that was overtaken by the next keystroke, or no answer: no suggestions.
      .catch(() => undefined);
  }

  function choose(option: ComboboxOption) {
    request.current?.abort();
    if (onChoose) onChoose(option);
    else setChosen(option);
    setText(onChoose ? "" : option.label);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        if (expanded) setActive(moveActive(active, options.length, event.key));
        else if (found) {
          setOpen(true);
          if (!event.altKey) setActive(moveActive(-1, options.length, event.key));
        } else search(text);
        return;
      case "Enter":
        // Enter on a suggestion chooses it; otherwise the form is sent as it is.
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(options[active]!);
        }
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
          setChosen(null);
          search("");
        }
        return;
    }
  }

  return (
    <div className="relative">
      {chosen ? <input type="hidden" name={valueName} value={chosen.value} /> : null}
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        name={chosen ? undefined : name}
        value={text}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={(invalid && !chosen && text === initialText) || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        className={`${controlClass} w-full`}
      />
      <div hidden={!expanded} className="absolute z-20 mt-1 w-full min-w-64 overflow-hidden rounded-md border border-border bg-surface shadow-lg">
        <ul ref={list} id={listId} role="listbox" aria-label={label} hidden={options.length === 0} className="max-h-72 overflow-auto py-1">
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the field, so the click chooses and typing goes on.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={`cursor-pointer px-3 py-2 ${index === active ? "bg-primary text-on-primary" : "hover:bg-surface-muted"}`}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {/* What the status below says, for the eye: no suggestions, or only the first of many. */}
        {found && (options.length === 0 || options.length < found.total) ? (
          <p aria-hidden="true" className={`px-3 py-2 text-sm text-muted ${options.length > 0 ? "border-t border-border" : ""}`}>
            {options.length === 0 ? noneText : countText(options.length, found.total)}
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {expanded ? (options.length > 0 ? countText(options.length, found.total) : noneText) : ""}
      </p>
    </div>
  );
}
