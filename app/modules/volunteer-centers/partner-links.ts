/** The address of a partner center on the same port and scheme as this request (e.g. partner.localhost:3000). */
export function partnerUrl(currentUrl: string, host: string | undefined): string | null {
  if (!host) return null;
  const url = new URL(currentUrl);
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}/`;
}
