import { Link, useLocation, useSearchParams } from "react-router";
import { ConfirmActions, ConfirmPanel } from "~/components/list-kit";
import { useTranslation } from "~/modules/i18n/use-translation";
import { cardClass, secondaryLinkClass } from "./ui";

/**
 * A form's overview, its last section: archiving. The link asks first (`?confirm=archive`, the app's confirmation
 * step in this section, without JavaScript too: the address's #archive-heading brings the question into view); with
 * JavaScript the question takes the focus and 'Annuleren' returns it to the link (ConfirmPanel's hooks).
 */
export function ArchiveSection({ title }: { title: string }) {
  const { t } = useTranslation("forms");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="archive-heading" className={cardClass}>
      <h2 id="archive-heading" className="text-xl font-bold">
        {t("show.archive")}
      </h2>
      {searchParams.get("confirm") === "archive" ? (
        <ConfirmPanel title={t("show.archiveQuestion", { title })}>
          <p>{t("show.archiveBody")}</p>
          <ConfirmActions intent="archive" confirmLabel={t("show.archiveYes")} danger cancelLabel={t("show.cancel")} cancelTo={`${pathname}#archive-heading`} />
        </ConfirmPanel>
      ) : (
        <p>
          <Link to="?confirm=archive#archive-heading" className={secondaryLinkClass}>
            {t("show.archive")}
          </Link>
        </p>
      )}
    </section>
  );
}
