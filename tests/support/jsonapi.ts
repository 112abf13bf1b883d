import type { Resource } from "./vacancies";

/** A JSON:API document as the tests read it: the data, or the errors with where they point. */
export type Doc<T = Resource> = {
  data: T;
  meta?: Record<string, unknown>;
  errors?: { status: string; code: string; detail: string; source?: Record<string, string> }[];
};

export const json = async <T = Resource>(response: Response) => (await response.json()) as Doc<T>;
