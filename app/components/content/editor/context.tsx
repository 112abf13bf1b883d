import { createContext, useContext } from "react";
import type { ImageChoice } from "~/components/content/image-field";

/*
 * What every field of the page editor needs without passing it down each level: its errors (conform's,
 * by field name) and the choices that come from the center (its forms, for BuilderForm; its stock images).
 */
export type EditorContextValue = {
  errorsOf: (name: string) => string[] | undefined;
  forms: ReadonlyArray<{ value: string; label: string }>;
  /** The stock images offered for one image field (by its name), after its "choose from the library". */
  library: ImageLibrary | null;
};

export type ImageLibrary = { name: string; query: string; choices: readonly ImageChoice[] };

export const EditorContext = createContext<EditorContextValue>({ errorsOf: () => undefined, forms: [], library: null });

export const useEditorContext = () => useContext(EditorContext);
