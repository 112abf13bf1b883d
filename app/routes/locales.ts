import { data } from "react-router";
import { isBrowserNamespace, isLanguage, type Language, type Namespace } from "~/modules/i18n/languages";
import { isCurrentLocalesVersion } from "~/modules/i18n/locales-url";
import { resources } from "~/modules/i18n/resources.server";
import type { Route } from "./+types/locales";

const bodies = new Map<string, string>();

function bodyOf(language: Language, namespace: Namespace): string {
  const key = `${language}/${namespace}`;
  let body = bodies.get(key);
  if (body === undefined) {
    body = JSON.stringify(resources[language][namespace]);
    bodies.set(key, body);
  }
  return body;
}

/**
 * One namespace of one language for i18next in the browser. The server-only namespaces (`mail`,
 * `defaults`) are not served. With the current version in `?v=` the answer never changes, so it is cached for a year.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const { lng, ns } = params;
  if (!isLanguage(lng) || !isBrowserNamespace(ns)) throw data(null, { status: 404 });
  const versioned = isCurrentLocalesVersion(new URL(request.url).searchParams.get("v"));
  return new Response(bodyOf(lng, ns), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
