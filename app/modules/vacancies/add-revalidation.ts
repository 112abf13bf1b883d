/**
 * Whether the add-a-vacancy page loads its data again (its route's shouldRevalidate). After the form's answer it
 * does, for the organization the form posted to (its URL names it), also when the server refused the save (the
 * router's default is not to load after a 4xx): else the page would show the organization of the URL it was opened
 * with, not the one the form was changed to. A change of organization answers with all the form needs: nothing is
 * loaded again. Any other move keeps the router's default (the page's own move to the URL that names the organization
 * after a change asks for no loading by its navigation's defaultShouldRevalidate: false).
 */
export function addPageReloads({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (formMethod?.toUpperCase() !== "POST") return defaultShouldRevalidate;
  return !(typeof actionResult === "object" && actionResult !== null && "organizationChange" in actionResult);
}
