/**
 * The page an action came from, to redirect back to after a form post: with
 * JavaScript the router posts to `<path>.data` (with `index`/`_routes`
 * parameters), which is not a page. Those are removed, and so are the
 * parameters in `drop` (e.g. a confirmation step's own).
 */
export function backTo(request: Request, drop: string[] = []): string {
  const url = new URL(request.url);
  for (const name of ["index", "_routes", ...drop]) url.searchParams.delete(name);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
  return `${path}${url.search}`;
}
