import { Link } from "react-router";
import { ListOrEmpty, Pagination } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { pageNumberParam } from "~/lib/page-number";
import { apiContext, localeContext } from "~/middleware/context";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/overview";
import { formatDay } from "~/lib/dates";

type Item = { id: string; title: string; slug: string; summary: string; publishedAt: string | null; image: { url: string; alt: string; decorative: boolean } | null };

const PER_PAGE = 10;

/** /nieuws and /succesverhalen: the center's published news or success stories, newest first, paged. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = url.pathname.includes("/succesverhalen") ? "stories" : "news";
  const page = pageNumberParam(url.searchParams.get("page"));
  const list = await context.get(apiContext).getPage<Item>("/api/v1/pages", {
    query: {
      "filter[page_type]": kind === "news" ? "news" : "success_story",
      "filter[locale]": context.get(localeContext),
      sort: "-published_at",
      "page[size]": PER_PAGE,
      "page[number]": page,
    },
  });
  return { kind, items: list.rows, page, pageCount: list.pageCount };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("content");
  const lp = useLocalizedPath();
  const { kind, items, page, pageCount } = loaderData;
  const base = kind === "news" ? "/nieuws" : "/succesverhalen";
  const title = t(kind === "news" ? "newsTitle" : "storiesTitle");
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <PageTitle title={title} />
      <h1 className="text-4xl font-bold">{title}</h1>
      <ListOrEmpty rows={items} page={page} empty={<p role="status">{t(kind === "news" ? "noNews" : "noStories")}</p>}>
        <ul className="flex flex-col gap-6">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:flex-row">
              {item.image ? <img src={item.image.url} alt={item.image.decorative ? "" : item.image.alt} className="aspect-video w-full rounded object-cover sm:w-56" loading="lazy" /> : null}
              <div className="flex flex-col gap-2">
                <h2 className="text-xl font-semibold">
                  <Link to={lp(`${base}/${item.slug}`)} className="text-primary underline-offset-4 hover:underline">
                    {item.title}
                  </Link>
                </h2>
                {item.publishedAt ? (
                  <p className="text-sm text-muted">{formatDay(item.publishedAt, i18n.language)}</p>
                ) : null}
                {item.summary ? <p>{item.summary}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </ListOrEmpty>
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

export const handle = { layout: "wide", i18n: ["content"], pageCache: true } satisfies ShellHandle & I18nHandle & PageCacheHandle;
