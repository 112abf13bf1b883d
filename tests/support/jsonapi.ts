import type { Resource } from "./vacancies";

/** A JSON:API document as the tests read it: the data, or the errors with where they point. */
export type Doc<T = Resource> = {
  data: T;
  meta?: Record<string, unknown>;
  errors?: { status: string; code: string; detail: string; source?: Record<string, string> }[];
};

export const json = async <T = Resource>(response: Response) => (await response.json()) as Doc<T>;

/** A resource identifier, and a resource with its relationships' linkage, as the relationship tests read them. */
export type Identifier = { type: string; id: string };
export type LinkedResource = Identifier & { attributes: Record<string, unknown>; relationships?: Record<string, { data: Identifier | Identifier[] | null }> };
export type LinkedDocument = { data: LinkedResource | LinkedResource[]; included?: LinkedResource[]; links?: Record<string, string> };
