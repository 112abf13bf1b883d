import type { TFunction } from "i18next";

/**
 * A translation with placeholders, looked up once and filled many times: a
 * list of hundreds of options or results needs one i18next lookup, not one
 * per row. `names` are the translation's interpolation variables; values are
 * inserted as they are (never read as placeholders or replacement patterns).
 */
export function translatedTemplate<N extends string>(t: TFunction, key: string, names: readonly N[]): (values: Record<N, string | number>) => string {
  const markers = names.map((_, index) => `\uE000${index}\uE001`);
  const template = t(key, Object.fromEntries(names.map((name, index) => [name, markers[index]]))) as string;
  const pattern = /\uE000(\d+)\uE001/g;
  return (values) => template.replace(pattern, (_, index: string) => String(values[names[Number(index)]!]));
}
