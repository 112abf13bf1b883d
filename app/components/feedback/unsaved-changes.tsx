import * as Dialog from "@radix-ui/react-dialog";
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type FormEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, useActionData, useBlocker, useLocation, useNavigation, type Blocker, type BlockerFunction } from "react-router";
import { Button } from "~/components/ui/button";

/*
 * Spec §2: leaving a page with unsaved changes asks first — in-app
 * navigations through a dialog, closing or reloading the tab through the
 * browser's own beforeunload prompt.
 */

export type UnsavedChanges = {
  blocker: Blocker;
  /** Lets the next navigation through: call it when the guarded form submits. */
  allowNextNavigation: () => void;
};

/** Blocks leaving the page while `dirty`; render `<UnsavedChangesDialog blocker={…} />` with it. */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const dirtyRef = useRef(dirty);
  const allowRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
      if (allowRef.current) {
        allowRef.current = false;
        return false;
      }
      return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
    }, []),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set; the text is theirs, not ours.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allowRef.current = true;
    // A submission the browser or a validator stops never navigates: don't let the pass linger.
    setTimeout(() => {
      allowRef.current = false;
    }, 0);
  }, []);

  return { blocker, allowNextNavigation };
}

/**
 * Stay or leave; Escape and clicking outside mean stay. Focus starts on Stay and is trapped. Staying puts the focus back
 * where it was (the link or button that asked to leave): the dialog has no trigger of its own for Radix to return to,
 * and the focus was left on <body>, so the next Tab started at the top of the page (WCAG 2.4.3).
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation("feedback");
  const { t: tErrors } = useTranslation("errors");
  const opener = useRef<HTMLElement | null>(null);
  const stayed = useRef(false);
  const stay = () => {
    stayed.current = true;
    blocker.reset?.();
  };
  return (
    <Dialog.Root
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") stay();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-text/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            stayed.current = false;
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Leaving: the next page places the focus itself.
            if (!stayed.current || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg border border-border bg-surface p-6 text-text shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("unsavedChanges.title")}</Dialog.Title>
          <Dialog.Description>{tErrors("generic.unsavedChanges")}</Dialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" onClick={stay}>
              {t("unsavedChanges.stay")}
            </Button>
            <Button type="button" variant="secondary" onClick={() => blocker.proceed?.()}>
              {t("unsavedChanges.leave")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const NOTHING_IGNORED: readonly string[] = [];

/** A stable text of a form's current values, files by name and size; fields named in `ignore` left out. */
export function serializeForm(form: HTMLFormElement, ignore: readonly string[] = NOTHING_IGNORED): string {
  const entries: string[][] = [];
  for (const [name, value] of new FormData(form)) {
    if (ignore.includes(name)) continue;
    entries.push([name, typeof value === "string" ? value : `${value.name}:${value.size}`]);
  }
  return new URLSearchParams(entries).toString();
}

/**
 * The form's values as the server rendered them: a copy reset to the fields'
 * defaults. What someone typed before the page became interactive counts as a
 * change; hidden fields always hold their current value.
 */
export function serializeDefaults(form: HTMLFormElement, ignore: readonly string[] = NOTHING_IGNORED): string {
  const copy = form.cloneNode(true) as HTMLFormElement;
  copy.reset();
  return serializeForm(copy, ignore);
}

export type FormDirtyOptions = {
  /**
   * The form starts with values that are not saved yet (a form shown again with what was typed): dirty until
   * `reset()`. Read on every render: a form that becomes unsaved later (a new value) counts as dirty again.
   */
  unsaved?: boolean;
  /**
   * Names of fields whose change puts nothing typed at risk (adding a vacancy: which organization it is for), left
   * out of the comparison. Keep the array the same between renders (a module constant).
   */
  ignore?: readonly string[];
};

/**
 * Whether any field differs from its value as the page was served (or since
 * the last `reset()`, e.g. after a successful save), or the form started
 * `unsaved` and was not saved since.
 */
export function useFormDirty(formRef: RefObject<HTMLFormElement | null>, { unsaved = false, ignore = NOTHING_IGNORED }: FormDirtyOptions = {}): { dirty: boolean; reset: () => void } {
  const [differs, setDiffers] = useState(false);
  // Whether a save answered the `unsaved` start; a new value of `unsaved` starts afresh (state from the last render).
  const [start, setStart] = useState({ unsaved, saved: false });
  if (start.unsaved !== unsaved) setStart({ unsaved, saved: false });
  const baseline = useRef<string | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    baseline.current = serializeDefaults(form, ignore);
    const compare = () => setDiffers(serializeForm(form, ignore) !== baseline.current);
    compare();
    // The form's reset event fires before the fields have their defaults back.
    const compareAfterReset = () => setTimeout(compare, 0);
    form.addEventListener("input", compare);
    form.addEventListener("change", compare);
    form.addEventListener("reset", compareAfterReset);
    return () => {
      form.removeEventListener("input", compare);
      form.removeEventListener("change", compare);
      form.removeEventListener("reset", compareAfterReset);
    };
  }, [formRef, ignore]);

  const reset = useCallback(() => {
    setStart((current) => (current.saved ? current : { ...current, saved: true }));
    if (formRef.current) baseline.current = serializeForm(formRef.current, ignore);
    setDiffers(false);
  }, [formRef, ignore]);

  return { dirty: differs || (unsaved && !start.saved), reset };
}

/** conform's `submission.reply()` for a failed submission has status "error". */
function isFailedSubmission(actionData: unknown): boolean {
  return typeof actionData === "object" && actionData !== null && (actionData as { status?: unknown }).status === "error";
}

type GuardedFormProps = ComponentProps<typeof Form> & {
  isFailure?: (actionData: unknown) => boolean;
  /** What the form starts with is not saved yet (shown again with what was typed): it asks before leaving until saved. */
  unsaved?: boolean;
  /** Fields whose change alone does not ask before leaving (FormDirtyOptions' `ignore`; a module constant). */
  ignore?: readonly string[];
};

/**
 * Forms of one page that share the page's guard: a router allows one blocker
 * at a time, so a page with several guarded forms (the form builder's editor)
 * puts them in a scope that asks once, when any of them has unsaved changes.
 */
const ScopeContext = createContext<{ report: (key: string, dirty: boolean) => void; allowNextNavigation: () => void } | null>(null);

export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((key: string, dirty: boolean) => {
    setDirtyForms((previous) => {
      if (previous.has(key) === dirty) return previous;
      const next = new Set(previous);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirtyForms.size > 0);
  const value = useMemo(() => ({ report, allowNextNavigation }), [report, allowNextNavigation]);
  return (
    <ScopeContext.Provider value={value}>
      {children}
      <UnsavedChangesDialog blocker={blocker} />
    </ScopeContext.Provider>
  );
}

/**
 * A router `<Form>` that guards its unsaved changes: on its own, or as part
 * of the page's `UnsavedChangesScope`. Its own submission may leave the page;
 * after a submission that did not fail (see `isFailure`) the current values
 * count as saved.
 */
export function GuardedForm(props: GuardedFormProps) {
  const scope = useContext(ScopeContext);
  return scope ? <ScopedForm {...props} scope={scope} /> : <StandaloneForm {...props} />;
}

function StandaloneForm({ unsaved, ignore, ...props }: GuardedFormProps) {
  const innerRef = useRef<HTMLFormElement>(null);
  const { dirty, reset } = useFormDirty(innerRef, { unsaved, ignore });
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirty);
  return (
    <>
      <TrackedForm {...props} innerRef={innerRef} dirty={dirty} reset={reset} allowNextNavigation={allowNextNavigation} />
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

function ScopedForm({ scope, unsaved, ignore, ...props }: GuardedFormProps & { scope: NonNullable<React.ContextType<typeof ScopeContext>> }) {
  const key = useId();
  const innerRef = useRef<HTMLFormElement>(null);
  const { dirty, reset } = useFormDirty(innerRef, { unsaved, ignore });
  const { report } = scope;
  useEffect(() => {
    report(key, dirty);
  }, [report, key, dirty]);
  useEffect(() => () => report(key, false), [report, key]);
  return <TrackedForm {...props} innerRef={innerRef} dirty={dirty} reset={reset} allowNextNavigation={scope.allowNextNavigation} />;
}

/** The form itself: lets its own submission leave, and takes the values as saved once it did not fail. */
function TrackedForm({
  isFailure = isFailedSubmission,
  onSubmit,
  ref,
  innerRef,
  dirty,
  reset,
  allowNextNavigation,
  ...props
}: GuardedFormProps & { innerRef: RefObject<HTMLFormElement | null>; dirty: boolean; reset: () => void; allowNextNavigation: () => void }) {
  const navigation = useNavigation();
  const actionData = useActionData();
  const location = useLocation();
  // Our submission, with what the page showed when it left. Intermediate router
  // states can be skipped (transitions), so it is judged once the router is idle
  // and an answer came back: new action data, or a new location after a redirect.
  const submission = useRef<{ key: string; actionData: unknown } | null>(null);

  useEffect(() => {
    const sent = submission.current;
    if (!sent || navigation.state !== "idle") return;
    if (location.key === sent.key && actionData === sent.actionData) return;
    submission.current = null;
    if (!isFailure(actionData)) reset();
  }, [navigation.state, location.key, actionData, isFailure, reset]);

  const setRefs = useCallback(
    (form: HTMLFormElement | null) => {
      innerRef.current = form;
      if (typeof ref === "function") ref(form);
      else if (ref) ref.current = form;
    },
    [ref, innerRef],
  );

  return (
    <Form
      {...props}
      ref={setRefs}
      // Whether the guard would ask before leaving: observable for tests and styling.
      data-dirty={dirty ? "true" : "false"}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        allowNextNavigation();
        submission.current = { key: location.key, actionData };
      }}
    />
  );
}
