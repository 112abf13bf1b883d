import { createContext, useContext } from "react";

/*
 * What every field of the page editor needs without passing it down each level: its errors (conform's,
 * by field name) and the choices that come from the center (its forms, for BuilderForm).
 */
export type EditorContextValue = {
  errorsOf: (name: string) => string[] | undefined;
  forms: ReadonlyArray<{ value: string; label: string }>;
};

export const EditorContext = createContext<EditorContextValue>({ errorsOf: () => undefined, forms: [] });

export const useEditorContext = () => useContext(EditorContext);
