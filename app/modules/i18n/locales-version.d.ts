declare module "virtual:locales-version" {
  /** See locales-version.vite.ts. */
  export const localesVersion: string;
}
