import { useEffect, useState } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { PageTitle } from "~/components/page-title";
import { contrastRatio, isHex } from "~/modules/theme/theme";

/** Each theme token and what it is read against; borders are non-text (WCAG 1.4.11: 3:1), the rest text (4.5:1). */
const SWATCHES = [
  { token: "primary", against: "background", minimum: 4.5 },
  { token: "on-primary", against: "primary", minimum: 4.5 },
  { token: "secondary", against: "background", minimum: 4.5 },
  { token: "surface", against: "text", minimum: 4.5 },
  { token: "text", against: "background", minimum: 4.5 },
  { token: "muted", against: "background", minimum: 4.5 },
  { token: "border", against: "background", minimum: 3 },
  { token: "danger", against: "background", minimum: 4.5 },
  { token: "success", against: "background", minimum: 4.5 },
  { token: "warning", against: "background", minimum: 4.5 },
  { token: "info", against: "background", minimum: 4.5 },
] as const;

type Token = (typeof SWATCHES)[number]["token"] | (typeof SWATCHES)[number]["against"];

/** A token's colour as the browser resolved it (center theme and colour mode included), as hex. */
function resolvedColor(token: Token): string | null {
  const raw = getComputedStyle(document.documentElement).getPropertyValue(`--color-${token}`).trim();
  if (isHex(raw)) return raw;
  const probe = document.createElement("span");
  probe.style.color = `var(--color-${token})`;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color.match(/^rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  probe.remove();
  return rgb ? `#${rgb.slice(1, 4).map((part) => Number(part).toString(16).padStart(2, "0")).join("")}` : null;
}

/** Reads the colours after hydration and again whenever the colour mode or the theme on <html> changes. */
function useResolvedColors(): Partial<Record<Token, string | null>> | null {
  const [colors, setColors] = useState<Partial<Record<Token, string | null>> | null>(null);
  useEffect(() => {
    const read = () => {
      const next: Partial<Record<Token, string | null>> = {};
      for (const { token, against } of SWATCHES) {
        next[token] = resolvedColor(token);
        next[against] = resolvedColor(against);
      }
      setColors(next);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class", "data-color-mode", "style"] });
    return () => observer.disconnect();
  }, []);
  return colors;
}

export default function ColorsPage() {
  const { t, i18n } = useTranslation("gallery");
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const colors = useResolvedColors();
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.colors.title")} />
      <h1 className="text-3xl font-bold">{t("pages.colors.title")}</h1>
      <p className="max-w-prose">{t("colors.intro")}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4">{t("colors.swatch")}</th>
              <th scope="col" className="py-2 pr-4">{t("colors.token")}</th>
              <th scope="col" className="py-2 pr-4">{t("colors.value")}</th>
              <th scope="col" className="py-2 pr-4">{t("colors.against")}</th>
              <th scope="col" className="py-2 pr-4">{t("colors.ratio")}</th>
              <th scope="col" className="py-2">{t("colors.verdict")}</th>
            </tr>
          </thead>
          <tbody>
            {SWATCHES.map(({ token, against, minimum }) => {
              const color = colors?.[token];
              const background = colors?.[against];
              const ratio = color && background ? contrastRatio(color, background) : null;
              return (
                <tr key={token} className="border-b border-border" data-token={token}>
                  <td className="py-2 pr-4">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-md border border-border"
                      style={{ backgroundColor: `var(--color-${against})` }}
                    >
                      <span className="size-6 rounded" style={{ backgroundColor: `var(--color-${token})` }} />
                    </span>
                  </td>
                  <th scope="row" className="py-2 pr-4 font-mono font-normal">
                    --color-{token}
                  </th>
                  <td className="py-2 pr-4 font-mono">{colors ? (color ?? t("colors.unknown")) : t("colors.measuring")}</td>
                  <td className="py-2 pr-4 font-mono">--color-{against}</td>
                  <td className="py-2 pr-4" data-ratio>
                    {ratio ? t("colors.ratioValue", { ratio: number(ratio, 2) }) : t("colors.measuring")}
                  </td>
                  <td className="py-2">
                    {ratio ? t(ratio >= minimum ? "colors.pass" : "colors.fail", { minimum: number(minimum, 1) }) : t("colors.measuring")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
