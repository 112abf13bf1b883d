import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, useLocation } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { splitLanguagePrefix } from "~/middleware/paths";
import { useEffect, useRef } from "react";
import { FONT_SIZES, htmlAttributes, pickAppearance, resolveAppearance, SHAPES, type Appearance } from "~/modules/theme/appearance";
import { COLOR_MODES, nextColorMode, type ColorMode } from "~/modules/theme/color-mode";
import { useShell } from "./use-shell";

/** Where a preference form returns to: this page (in the language of the link it builds). */
function useHere() {
  const location = useLocation();
  return { bare: splitLanguagePrefix(location.pathname).path + location.search, full: location.pathname + location.search };
}

const buttonClass =
  "inline-flex items-center gap-1 rounded-md border border-border bg-surface px-2 py-1 text-sm text-text hover:bg-surface-muted";

/** The language selector: a plain form, so it works without JavaScript. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const here = useHere();
  const other = i18n.language === "en" ? "nl" : "en";
  return (
    <Form method="post" action="/taal">
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="language" value={other} />
      <input type="hidden" name="redirectTo" value={here.bare} />
      <button type="submit" lang={other} className={buttonClass}>
        {t("language.switchTo")}
      </button>
    </Form>
  );
}

/** The colour mode toggle: system → light → dark. */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { colorMode } = useShell();
  const here = useHere();
  const next = nextColorMode(colorMode);
  return (
    <Form method="post" action="/kleurmodus" preventScrollReset>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="mode" value={next} />
      <input type="hidden" name="redirectTo" value={here.full} />
      <button
        type="submit"
        className={buttonClass}
        aria-label={`${t("colorMode.current", { mode: t(`colorMode.${colorMode}`) })}. ${t("colorMode.switchTo", { mode: t(`colorMode.${next}`) })}`}
      >
        <ColorModeIcon mode={colorMode} />
        <span className="sr-only sm:not-sr-only">{t(`colorMode.${colorMode}`)}</span>
      </button>
    </Form>
  );
}

/** The theme switcher's choices (sidebar "Customize", decision 048): colour mode, shape and font size, previewed as they are picked. */
export function AppearanceChoices() {
  const { t } = useTranslation();
  const { appearance } = useShell();
  const here = useHere();
  const preview = useAppearancePreview(appearance);
  const groups: Array<{ name: keyof Appearance; label: string; options: readonly string[] }> = [
    { name: "colorMode", label: t("colorMode.label"), options: COLOR_MODES },
    { name: "shape", label: t("appearance.shape"), options: SHAPES },
    { name: "fontSize", label: t("appearance.fontSize"), options: FONT_SIZES },
  ];
  return (
    <Form method="post" action="/weergave" className="flex flex-col gap-4" onChange={(event) => preview(new FormData(event.currentTarget))}>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="redirectTo" value={here.full} />
      {groups.map((group) => (
        <fieldset key={group.name} className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{group.label}</legend>
          {group.options.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="radio" name={group.name} value={option} defaultChecked={appearance[group.name] === option} />
              {group.name === "colorMode" ? t(`colorMode.${option}`) : t(`appearance.${group.name}Options.${option}`)}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="self-start rounded-md bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover">
        {t("shell.save")}
      </button>
    </Form>
  );
}

/** Puts an appearance on <html> as the root would render it. */
function applyAppearance(appearance: Appearance) {
  const root = document.documentElement;
  const dark = appearance.colorMode === "dark" || (appearance.colorMode === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.toggle("dark", dark);
  root.setAttribute("data-color-mode", appearance.colorMode);
  const attributes = htmlAttributes(appearance);
  for (const name of ["data-shape", "data-font-size"] as const) {
    const value = attributes[name];
    if (value) root.setAttribute(name, value);
    else root.removeAttribute(name);
  }
}

/**
 * With JavaScript the choices show at once, before saving; closing the panel without saving puts back what
 * is saved (read at that moment, so after a save it is the new appearance).
 */
function useAppearancePreview(saved: Appearance) {
  const latest = useRef(saved);
  latest.current = saved;
  useEffect(() => () => applyAppearance(latest.current), []);
  return (form: FormData) => applyAppearance(resolveAppearance(pickAppearance(Object.fromEntries(form)), saved));
}

function ColorModeIcon({ mode }: { mode: ColorMode }) {
  const path =
    mode === "dark"
      ? "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"
      : mode === "light"
        ? "M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
        : "M4 5h16v11H4zM8 20h8M12 16v4";
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}
