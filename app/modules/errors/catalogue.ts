import { isRouteErrorResponse } from "react-router";

/*
 * The full-page error catalogue of spec §2: which screen an error gets.
 * Order matters: the wrong-center text wins over its status.
 */
export type CatalogueKind = "wrongCenter" | "badRequest" | "unauthorized" | "forbidden" | "noOrganization" | "notFound" | "tooLarge" | "tooMany" | "unavailable" | "other" | "unknown";
export type CatalogueEntry = { kind: CatalogueKind; status?: number; path?: string };

export const NO_ORGANIZATION = "Geen organisatie gevonden";

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const payload = error.data as unknown;
    if (typeof payload === "string") return payload;
    if (payload && typeof payload === "object" && "message" in payload) return String((payload as { message: unknown }).message);
    return error.statusText ?? "";
  }
  return error instanceof Error ? error.message : "";
}

function pathOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const payload = error.data as unknown;
  return payload && typeof payload === "object" && "path" in payload ? String((payload as { path: unknown }).path) : undefined;
}

export function catalogueEntry(error: unknown): CatalogueEntry {
  const message = messageOf(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (message.includes("wrong center")) return { kind: "wrongCenter", status: status ?? 403 };
  if (status === undefined) return { kind: "unknown" };
  if (status === 400) return { kind: "badRequest", status };
  if (status === 401) return { kind: "unauthorized", status };
  if (status === 403) return message.includes(NO_ORGANIZATION) ? { kind: "noOrganization", status } : { kind: "forbidden", status };
  if (status === 404) return { kind: "notFound", status, path: pathOf(error) };
  if (status === 413) return { kind: "tooLarge", status };
  if (status === 429) return { kind: "tooMany", status };
  if (status === 503) return { kind: "unavailable", status };
  return { kind: "other", status };
}
