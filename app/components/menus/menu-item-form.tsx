import { getCollectionProps, getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { ChoiceGroupField, Field, FieldLabels, SelectField, useZodForm } from "~/components/forms";
import { linkClass, useHrefWith } from "~/components/list-kit";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { EditorItem, PageOption } from "~/modules/menus/editor.server";
import { LINK_TYPES, MENUS, MenuItemFormSchema, type Menu } from "~/modules/menus/schema";
import { SYSTEM_PAGE_IDS } from "~/modules/menus/system-pages";

/**
 * Adds an item, or changes `editing`. Without JavaScript both targets (page and platform page) are shown
 * and the link type says which counts; with it, only the chosen type's, and only parents of the chosen menu.
 */
export function MenuItemForm({
  editing,
  items,
  pages,
  language,
  menuTitle,
  lastResult,
}: {
  editing: EditorItem | null;
  items: readonly EditorItem[];
  pages: readonly PageOption[];
  language: string;
  menuTitle: (menu: Menu) => string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation("menus");
  const hydrated = useHydrated();
  const hrefWith = useHrefWith();
  const [form, fields] = useZodForm(MenuItemFormSchema, lastResult, {
    id: `menu-item-${editing?.id ?? "new"}`,
    defaultValue: editing
      ? { intent: "save", id: editing.id, name: editing.name, menu: editing.menu, linkType: editing.linkType, pageId: editing.pageId ?? "", systemPageId: editing.systemPageId ?? "", parentId: editing.parentId ?? "" }
      : { intent: "save", menu: "header", linkType: "content_page" },
  });
  const linkType = fields.linkType.value;
  const menu = fields.menu.value;
  const parents = items.filter((item) => item.parentId === null && item.id !== editing?.id && (!hydrated || item.menu === menu));
  const title = editing ? t("form.editTitle", { name: editing.name }) : t("form.addTitle");
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order.
  const labels = {
    name: t("form.name"),
    menu: t("form.menu"),
    linkType: t("form.linkType"),
    pageId: t("form.pageId"),
    systemPageId: t("form.systemPageId"),
    parentId: t("form.parentId"),
  };
  return (
    <section id="menu-item-form" tabIndex={-1} aria-labelledby="menu-item-form-title" className="flex max-w-2xl flex-col gap-4 outline-none">
      <h2 id="menu-item-form-title" className="text-xl font-semibold">
        {title}
      </h2>
      <GuardedForm method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FieldLabels labels={labels} summary={{ form, result: lastResult }}>
          <Field hint={t("form.nameHint")} errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
          <SelectField
            errors={fields.menu.errors}
            selectProps={getSelectProps(fields.menu)}
            options={MENUS.map((value) => ({ value, label: menuTitle(value) }))}
          />
          <ChoiceGroupField
            required
            errors={fields.linkType.errors}
            options={getCollectionProps(fields.linkType, { type: "radio", options: [...LINK_TYPES] }).map((props) => ({ ...props, label: t(`form.linkTypes.${props.value}`) }))}
          />
          {!hydrated || linkType === "content_page" ? (
            <SelectField
              hint={t("form.pageHint", { language })}
              errors={fields.pageId.errors}
              selectProps={{ ...getSelectProps(fields.pageId), required: hydrated }}
              placeholder={t("form.pagePlaceholder")}
              options={pages.map((page) => ({ value: page.id, label: page.isPublished ? page.title : t("form.draft", { title: page.title }) }))}
            />
          ) : null}
          {!hydrated || linkType === "system_page" ? (
            <SelectField
              errors={fields.systemPageId.errors}
              selectProps={{ ...getSelectProps(fields.systemPageId), required: hydrated }}
              placeholder={t("form.systemPagePlaceholder")}
              options={SYSTEM_PAGE_IDS.map((id) => ({ value: id, label: t(`systemPages.${id}`) }))}
            />
          ) : null}
          <SelectField
            hint={t("form.parentHint")}
            errors={fields.parentId.errors}
            selectProps={getSelectProps(fields.parentId)}
            placeholder={t("form.parentNone")}
            options={parents.map((item) => ({ value: item.id, label: `${menuTitle(item.menu)} › ${item.name}` }))}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{editing ? t("form.save") : t("form.add")}</Button>
            {editing ? (
              <Link to={hrefWith({ edit: undefined })} className={linkClass}>
                {t("cancel")}
              </Link>
            ) : null}
          </div>
        </FieldLabels>
      </GuardedForm>
    </section>
  );
}
