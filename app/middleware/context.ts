import type { i18n } from "i18next";
import { createContext } from "react-router";
import type { ApiClient } from "~/modules/api-client/client.server";
import type { Language } from "~/modules/i18n/languages";
import type { AppSession } from "~/modules/session/session.server";
import type { RequestTenancy } from "~/modules/tenancy/tenancy.server";

/** Typed request context, filled by the root middleware (STYLE: middleware + context getters). */
export const nonceContext = createContext<string>("");
export const tenancyContext = createContext<RequestTenancy>();
export const localeContext = createContext<Language>("nl");
export const i18nContext = createContext<i18n>();
export const sessionContext = createContext<AppSession>();
export const apiContext = createContext<ApiClient>();
