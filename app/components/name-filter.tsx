import { useId } from "react";
import { Link } from "react-router";
import { linkClass, useHrefWith } from "~/components/list-kit";
import type { ChosenByName, NameFilterParams, UnresolvedName } from "~/lib/name-match";

/*
 * What every list filter by a record chosen by name shares (decision 052): the notice beside the filter form when
 * a typed name found several records (links to choose one) or none, or the chosen record is gone, and the one id
 * that ties the filter field to that notice. The field itself is a SearchCombobox; the words are the caller's.
 */

/** A notice's words, in the page's language: for a typed name that found none or several, for the rest, for a lost choice. */
export type NameFilterWords = {
  noMatch: (typed: string) => string;
  several: (typed: string) => string;
  more: (count: number) => string;
  lost: string;
};

export type NameFilterNoticeProps = NameFilterParams & { id: string; unresolved: UnresolvedName | null };

/** Why the list is not filtered by the record asked for; the filter field's description points here (`id`). */
export function NameFilterNotice({ id, idParam, nameParam, unresolved, words }: NameFilterNoticeProps & { words: NameFilterWords }) {
  const hrefWith = useHrefWith();
  return (
    <section id={id} role="status" className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-4">
      {unresolved === null ? (
        <p>{words.lost}</p>
      ) : unresolved.match.kind === "none" ? (
        <p>{words.noMatch(unresolved.typed)}</p>
      ) : (
        <>
          <p>{words.several(unresolved.typed)}</p>
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {unresolved.match.matches.map((option) => (
              <li key={option.value}>
                <Link to={hrefWith({ [idParam]: option.value, [nameParam]: undefined, page: undefined })} className={linkClass}>
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
          {unresolved.match.more > 0 ? <p>{words.more(unresolved.match.more)}</p> : null}
        </>
      )}
    </section>
  );
}

/**
 * Whether a name filter shows its notice (a typed name did not resolve, or the chosen record is gone), and the id
 * that ties the field (`noticeId`, for its aria-describedby) to it: render the notice with `notice` when it is set.
 */
export function useNameFilter(params: NameFilterParams, filter: ChosenByName | null, unresolved: UnresolvedName | null) {
  const id = useId();
  const shown = unresolved !== null || Boolean(filter?.lost);
  return { noticeId: shown ? id : undefined, notice: shown ? ({ id, ...params, unresolved } satisfies NameFilterNoticeProps) : null };
}
