import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { linkClass } from "~/components/list-kit";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { organizationAttributes, OrganizationFormSchema } from "~/modules/organizations/manage-schema";
import { OrganizationForm, type EditableOrganization } from "~/modules/organizations/organization-form";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { ORGANIZATION_FORM_ERRORS } from "~/modules/organizations/pages.server";
import { getUserOrganizations } from "~/modules/users/session-user.server";
import type { Route } from "./+types/organization";
import { SettingsSection } from "./section";
import { requireSettingsAccess, savedRedirect } from "~/modules/settings/pages.server";

/**
 * /instellingen/organisatie: the center's own organization — the organization of type VolunteerCenter its people
 * belong to (the one spec §4 selects first) — with its details, address and profile, in the organizations' own
 * form and through the same API call as /organizations/{id}/edit.
 */

async function ownOrganization(context: Route.LoaderArgs["context"], request: Request) {
  const { api } = await requireSettingsAccess(context, request);
  const own = (await getUserOrganizations(context)).find((organization) => organization.organizationType === "VolunteerCenter");
  if (!own) return { api, organization: null };
  const { data: organization } = await api.get<EditableOrganization>(`/api/v1/organizations/${own.id}`, { query: { include: "address,profile" } });
  return { api, organization };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { organization } = await ownOrganization(context, request);
  return { organization };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api, organization } = await ownOrganization(context, request);
  if (!organization) throw data({ message: "Geen organisatie gevonden" }, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: OrganizationFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api.put(`/api/v1/organizations/${organization.id}`, { body: { data: { type: "organizations", id: organization.id, attributes: organizationAttributes(submission.value) } } });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, ORGANIZATION_FORM_ERRORS);
  }
  savedRedirect(context, "/instellingen/organisatie", "settings:organization.saved");
}

export default function SettingsOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const lp = useLocalizedPath();
  const { organization } = loaderData;
  return (
    <SettingsSection title={t("organization.title")} intro={t("organization.intro")}>
      {organization ? (
        <>
          <p>
            <Link to={lp(`/organizations/${organization.id}`)} className={linkClass}>
              {t("organization.publicPage", { name: organization.name })}
            </Link>
          </p>
          <OrganizationForm key={organization.updatedAt} organization={organization} centerRole lastResult={actionData} submitLabel={t("save")} />
        </>
      ) : (
        <p>
          {t("organization.none")}{" "}
          <Link to={lp("/organizations/add")} className={linkClass}>
            {t("organization.add")}
          </Link>
        </p>
      )}
    </SettingsSection>
  );
}

export const handle = { i18n: ["organizations"] } satisfies I18nHandle;
