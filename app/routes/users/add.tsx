import { getCollectionProps, getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ChoiceGroupField, Field, FieldLabels, SelectField, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { messages } from "~/lib/validation";
import { localeContext, tenancyContext } from "~/middleware/context";
import { languagesOffered } from "~/modules/tenancy/tenancy.server";
import { localizedPath } from "~/middleware/paths";
import { UserInviteFormSchema } from "~/modules/users/form-schema";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { apiOf, flash, grantableBy, loadOrganizationOptions, requireUserManager, USER_FORM_ERRORS } from "~/modules/users/pages.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/add";
import { linkClass } from "./ui";
import { OrganizationsChoiceField } from "~/components/organization-choice";
import { loadNamedOrganizations, readOrganizationsField } from "~/modules/organizations/organization-filter.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireUserManager(context, request);
  const grantable = grantableBy(manager);
  if (grantable.length === 0) throw data({ message: "Forbidden" }, { status: 403 });
  return {
    grantable,
    // Center roles search the center's organizations by name (decision 052); an organization superuser chooses among their own.
    centerRole: manager.centerRole,
    organizations: await loadOrganizationOptions(apiOf(context), manager),
    // An organization superuser invites people into their own organizations only.
    organizationRequired: !manager.centerRole,
    // The invitation's language, where the center offers more than Dutch (decision 076); the page's language first.
    languages: languagesOffered(context.get(tenancyContext)),
    pageLanguage: context.get(localeContext),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const manager = await requireUserManager(context, request);
  const api = apiOf(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: UserInviteFormSchema });
  // Center roles' organizations: the checked ones, and without JavaScript one a typed name adds (the form comes back with it).
  const field = manager.centerRole ? await readOrganizationsField(api, formData, "organizationIds") : null;
  const organizations = async () =>
    field ? { chosen: await loadNamedOrganizations(api, field.ids, field.adding?.added ? [field.adding.added] : []), added: field.adding?.added ?? null, unresolved: field.adding?.unresolved ?? null } : null;
  if (field?.adding) {
    // Not sent yet: everything typed comes back as it was, without the errors of fields not filled in yet.
    const { error: _error, status: _status, ...typed } = submission.reply();
    return data({ result: typed, organizations: await organizations() }, { status: field.adding.unresolved ? 400 : 200 });
  }
  if (submission.status !== "success") return data({ result: submission.reply(), organizations: await organizations() }, { status: 400 });
  const { email, firstName, lastName, roles, organizationIds, locale } = submission.value;
  // A Dutch-only center has no field: the invitation is Dutch as before, whatever was posted.
  const language = languagesOffered(context.get(tenancyContext)).length > 1 && locale ? { locale } : {};
  if (!manager.centerRole && !organizationIds?.length) {
    return data({ result: submission.reply({ fieldErrors: { organizationIds: [messages.required] } }), organizations: null }, { status: 400 });
  }
  try {
    // The API answers every invitation alike (202), so it never tells whether the address has an account elsewhere.
    await api.post("/api/v1/users", {
      body: {
        data: {
          type: "users",
          attributes: { email, first_name: firstName, last_name: lastName ?? "", roles, organization_ids: organizationIds ?? [], ...language },
        },
      },
    });
  } catch (thrown) {
    const reply = replyWithApiErrors(submission, thrown, { ...USER_FORM_ERRORS, fields: ["email", "firstName", "lastName", "roles", "organizationIds", "locale"] });
    return data({ result: reply.data, organizations: await organizations() }, reply.init ?? undefined);
  }
  flash(context, "success", "users:add.accepted", { email });
  // The list, searched for the address: the invitee is there when the address was free.
  throw redirect(`${localizedPath("/users", context.get(localeContext))}?${new URLSearchParams({ q: email })}`);
}

export default function AddUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("users");
  const lp = useLocalizedPath();
  const { grantable, centerRole, organizations, organizationRequired, languages, pageLanguage } = loaderData;
  const chosenOrganizations = actionData?.organizations ?? { chosen: [], added: null, unresolved: null };
  // Someone who invites into their own organization only, and has one, starts with it chosen.
  const only = organizationRequired && organizations.length === 1 ? { organizationIds: [organizations[0]!.value] } : {};
  const [form, fields] = useZodForm(UserInviteFormSchema, actionData?.result, { defaultValue: { ...only, ...(languages.length > 1 ? { locale: pageLanguage } : {}) } });
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same. The organizations are in the
  // summary where they are a select; the center's search of them (OrganizationsChoiceField) has no element of the
  // field's id to link to, and says its error at the field.
  const organizationSelect = !centerRole && organizations.length > 0;
  // An organization added by its typed name comes back without errors (not sent yet): no summary then.
  const sentResult = actionData?.result && "status" in actionData.result ? (actionData.result as SubmissionResult<string[]>) : undefined;
  const labels = {
    email: t("fields.email"),
    firstName: t("fields.firstName"),
    lastName: t("fields.lastName"),
    roles: t("fields.roles"),
    ...(organizationSelect ? { organizationIds: t("fields.organizations") } : {}),
    ...(languages.length > 1 ? { locale: t("fields.locale") } : {}),
  };
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <PageTitle title={t("add.title")} />
      <p>
        <Link to={lp("/users")} className={linkClass}>
          {t("show.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("add.title")}</h1>
      <p>{t("add.intro")}</p>
      <GuardedForm method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={labels} summary={{ form, result: sentResult }}>
          <Field
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }}
          />
          <Field errors={fields.firstName.errors} inputProps={getInputProps(fields.firstName, { type: "text" })} />
          <Field errors={fields.lastName.errors} inputProps={getInputProps(fields.lastName, { type: "text" })} />
          <ChoiceGroupField
            required
            errors={fields.roles.errors}
            options={getCollectionProps(fields.roles, { type: "checkbox", options: grantable }).map((props) => ({
              ...props,
              label: t(`roles.${props.value}`),
            }))}
          />
          {centerRole ? (
            <OrganizationsChoiceField
              key={`${chosenOrganizations.chosen.map((o) => o.value).join()}|${chosenOrganizations.unresolved?.typed ?? ""}|${chosenOrganizations.added?.value ?? ""}`}
              label={t("fields.organizations")}
              searchLabel={t("add.organizationSearch")}
              hint={t("add.organizationSearchHint")}
              emptyText={t("add.organizationsNone")}
              addedText={(name) => t("add.organizationAdded", { name })}
              idName={fields.organizationIds.name}
              chosen={chosenOrganizations.chosen}
              added={chosenOrganizations.added}
              unresolved={chosenOrganizations.unresolved}
              errors={fields.organizationIds.errors}
            />
          ) : organizationSelect ? (
            <SelectField
              hint={t("add.organizationsHint")}
              errors={fields.organizationIds.errors}
              selectProps={{ ...getSelectProps(fields.organizationIds), multiple: true, size: Math.min(organizations.length, 6), required: organizationRequired }}
              options={organizations}
            />
          ) : null}
          {languages.length > 1 ? (
            <SelectField
              hint={t("add.localeHint")}
              errors={fields.locale.errors}
              selectProps={{ ...getSelectProps(fields.locale), required: true }}
              options={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{t("add.submit")}</Button>
            <Link to={lp("/users")} className={linkClass}>
              {t("common.cancel")}
            </Link>
          </div>
        </FieldLabels>
      </GuardedForm>
    </section>
  );
}

// manage: the words of the organization search field (decision 052).
export const handle = { i18n: ["users", "manage"] } satisfies I18nHandle;
