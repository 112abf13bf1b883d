import { useTranslation } from "~/modules/i18n/use-translation";
import { localizedPath } from "~/middleware/paths";

/** Links inside the app keep the visitor's language: `/dashboard` → `/en/dashboard` in English. */
export function useLocalizedPath() {
  const { i18n } = useTranslation();
  return (path: string) => localizedPath(path, i18n.language);
}
