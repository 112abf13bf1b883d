import type { z } from "zod";
import { BLOCK_SCHEMAS, ImageSchema, type BlockType } from "./blocks";

/*
 * What the page editor shows of a block: a field description per block type, read from the block's own
 * zod schema (blocks.ts) rather than written a second time, so a field added to a schema shows up in the
 * editor. Labels are keys of the `editor` namespace by field name (fields.<name>); the unit test checks
 * that every field of every type has one.
 */

export type FieldSpec =
  | { kind: "text"; name: string; required: boolean; multiline: boolean; maxLength?: number }
  | { kind: "number"; name: string; required: boolean; min?: number; max?: number; fallback?: number }
  | { kind: "boolean"; name: string }
  | { kind: "select"; name: string; required: boolean; options: readonly string[]; fallback?: string }
  /** A form of the form builder, chosen from the center's forms (BuilderForm). */
  | { kind: "form"; name: string }
  | { kind: "image"; name: string; required: boolean }
  | { kind: "group"; name: string; required: boolean; fields: FieldSpec[] }
  | { kind: "list"; name: string; min: number; max: number; item: FieldSpec };

/** Texts this long or longer get a text area (Markdown, quotes, card texts). */
const MULTILINE_FROM = 500;

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType>; entries?: Record<string, string>; defaultValue?: unknown; checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/default/preprocess wrappers, whether it may be left out, and its default. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; fallback?: unknown } {
  let inner = schema;
  let optional = false;
  let fallback: unknown;
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional" || def.type === "nullable") {
      optional = true;
      inner = def.innerType!;
    } else if (def.type === "default") {
      fallback = typeof def.defaultValue === "function" ? (def.defaultValue as () => unknown)() : def.defaultValue;
      inner = def.innerType!;
    } else if (def.type === "pipe") {
      inner = defOf(def.in!).type === "transform" ? def.out! : def.in!;
    } else return { inner, optional, fallback };
  }
}

function lengths(schema: z.ZodType): { min?: number; max?: number } {
  const result: { min?: number; max?: number } = {};
  for (const check of defOf(schema).checks ?? []) {
    const def = check._zod.def;
    if (def.check === "min_length") result.min = def.minimum;
    if (def.check === "max_length") result.max = def.maximum;
    if (def.check === "length_equals") result.min = result.max = def.length;
  }
  return result;
}

export function describeField(name: string, schema: z.ZodType): FieldSpec {
  const { inner, optional, fallback } = unwrap(schema);
  const required = !optional;
  if (inner === ImageSchema) return { kind: "image", name, required };
  if (name === "formId") return { kind: "form", name };
  const def = defOf(inner);
  switch (def.type) {
    case "string": {
      const maxLength = (inner as z.ZodString).maxLength ?? undefined;
      return { kind: "text", name, required: required && ((inner as z.ZodString).minLength ?? 0) > 0, multiline: (maxLength ?? 0) >= MULTILINE_FROM, maxLength };
    }
    case "number":
      return { kind: "number", name, required: required && fallback === undefined, min: (inner as z.ZodNumber).minValue ?? undefined, max: (inner as z.ZodNumber).maxValue ?? undefined, fallback: fallback as number | undefined };
    case "boolean":
      return { kind: "boolean", name };
    case "enum":
      return { kind: "select", name, required: required && fallback === undefined, options: Object.values(def.entries!), fallback: fallback as string | undefined };
    case "object":
      return { kind: "group", name, required, fields: describeShape(def.shape!) };
    case "array": {
      const { min = 0, max = 100 } = lengths(inner);
      return { kind: "list", name, min, max, item: describeField("item", def.element!) };
    }
    default:
      throw new Error(`The editor has no field for ${name} (${def.type})`);
  }
}

export function describeShape(shape: Record<string, z.ZodType>, skip: readonly string[] = []): FieldSpec[] {
  return Object.entries(shape)
    .filter(([name]) => !skip.includes(name))
    .map(([name, schema]) => describeField(name, schema));
}

/** The fields of each block type, in schema order (id and type are the editor's own). */
export const BLOCK_FIELDS = Object.fromEntries(
  Object.entries(BLOCK_SCHEMAS).map(([type, schema]) => [type, describeShape(schema.shape as Record<string, z.ZodType>, ["id", "type"])]),
) as Record<BlockType, FieldSpec[]>;

/** The types the palette offers: FourCards is legacy (blocks.ts), DynamicCards replaces it. */
export const PALETTE_TYPES = (Object.keys(BLOCK_SCHEMAS) as BlockType[]).filter((type) => type !== "FourCards");

/**
 * The value a new block (or list entry) starts with: defaults of the schema, the fewest entries a list
 * needs; nothing (undefined) for what may be left out.
 */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
      return spec.required ? "" : undefined;
    case "number":
      return spec.fallback ?? "";
    case "boolean":
      return false;
    case "select":
      return spec.fallback ?? (spec.required ? spec.options[0] : undefined);
    case "form":
      return "";
    case "image":
      return spec.required ? { url: "", alt: "", decorative: false } : undefined;
    case "group":
      return spec.required ? Object.fromEntries(spec.fields.map((field) => [field.name, emptyValue(field)]).filter(([, value]) => value !== undefined)) : undefined;
    case "list":
      return Array.from({ length: spec.min }, () => emptyValue(spec.item) ?? "");
    default:
      return undefined;
  }
}

/** Every field name (last path segment) the specs use: each needs a label. */
export function fieldNamesOf(specs: readonly FieldSpec[]): Set<string> {
  const names = new Set<string>();
  const visit = (spec: FieldSpec) => {
    names.add(spec.name);
    if (spec.kind === "group") spec.fields.forEach(visit);
    if (spec.kind === "list") visit(spec.item);
  };
  specs.forEach(visit);
  return names;
}
