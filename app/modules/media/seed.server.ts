import sharp from "sharp";
import type { Tx } from "~/modules/db/client.server";
import { stockImages, uploads } from "~/modules/db/schema";
import { IMAGE_CONTENT_TYPES } from "./sniff";
import { mediaStorage } from "./storage.server";
import { variantKey } from "./uploads.server";
import { FILE_EXTENSIONS, processImage, type ProcessedImage } from "./variants.server";

/*
 * The demo stock image library (issue 12): twelve pictures made here from SVG compositions (gradients,
 * shapes, a short label) — nothing is downloaded — and stored through the same path as an upload. They are
 * made once per process and stored per tenant.
 */

type Theme = { name: string; label: string; shortDescription: string; description: string; keywords: string[]; from: string; to: string; accent: string; shape: "circles" | "waves" | "blocks" | "sun" };

export const DEMO_STOCK_IMAGES: readonly Theme[] = [
  { name: "Samen tuinieren", label: "Tuinieren", shortDescription: "Vrijwilligers in de buurttuin", description: "Groene tinten en bladvormen voor vacatures in tuin en natuur.", keywords: ["tuin", "natuur", "groen", "buiten"], from: "#14532d", to: "#84cc16", accent: "#fef08a", shape: "circles" },
  { name: "Koffie-ochtend", label: "Koffie", shortDescription: "Ontmoeting bij de koffie", description: "Warme bruintinten voor inloopochtenden en ontmoeting.", keywords: ["koffie", "ontmoeting", "buurthuis"], from: "#451a03", to: "#d97706", accent: "#fde68a", shape: "circles" },
  { name: "Op de fiets", label: "Fietsen", shortDescription: "Samen op pad", description: "Blauwe lucht en wielen voor vervoer, fietsmaatjes en uitstapjes.", keywords: ["fiets", "vervoer", "buiten", "maatje"], from: "#1e3a8a", to: "#38bdf8", accent: "#f8fafc", shape: "circles" },
  { name: "Taalmaatje", label: "Taal", shortDescription: "Samen Nederlands oefenen", description: "Heldere kleuren voor taalactiviteiten en taalmaatjes.", keywords: ["taal", "maatje", "leren", "nederlands"], from: "#7c2d12", to: "#fb923c", accent: "#fff7ed", shape: "blocks" },
  { name: "Huiswerkbegeleiding", label: "Huiswerk", shortDescription: "Helpen met leren", description: "Rustige paarse tinten voor huiswerkbegeleiding en onderwijs.", keywords: ["onderwijs", "kinderen", "leren", "school"], from: "#3b0764", to: "#a855f7", accent: "#f5d0fe", shape: "blocks" },
  { name: "Aan zee", label: "Aan zee", shortDescription: "Een dagje uit", description: "Golven in blauw en zand voor uitjes en activiteiten.", keywords: ["uitje", "activiteit", "zee", "buiten"], from: "#0c4a6e", to: "#22d3ee", accent: "#fde68a", shape: "waves" },
  { name: "Buurtkeuken", label: "Koken", shortDescription: "Samen koken en eten", description: "Rode en oranje tinten voor maaltijden en buurtkeukens.", keywords: ["koken", "eten", "buurt", "maaltijd"], from: "#7f1d1d", to: "#f87171", accent: "#fef3c7", shape: "circles" },
  { name: "Klussen in huis", label: "Klussen", shortDescription: "Een handje helpen", description: "Stevige grijs- en geeltinten voor klussen en burenhulp.", keywords: ["klussen", "burenhulp", "huis"], from: "#1f2937", to: "#6b7280", accent: "#facc15", shape: "blocks" },
  { name: "Muziek maken", label: "Muziek", shortDescription: "Muziek in het verzorgingshuis", description: "Levendige roze tinten voor muziek en cultuur.", keywords: ["muziek", "cultuur", "zorg", "ouderen"], from: "#831843", to: "#f472b6", accent: "#fdf2f8", shape: "waves" },
  { name: "Zonnige dag", label: "Zomer", shortDescription: "Activiteiten in de zomer", description: "Geel en oranje met een zon, voor zomeractiviteiten.", keywords: ["zomer", "zon", "activiteit", "buiten"], from: "#b45309", to: "#fde047", accent: "#fffbeb", shape: "sun" },
  { name: "Sport en spel", label: "Sport", shortDescription: "Bewegen met elkaar", description: "Frisse groentinten voor sport, spel en bewegen.", keywords: ["sport", "bewegen", "spel", "jongeren"], from: "#065f46", to: "#34d399", accent: "#ecfdf5", shape: "circles" },
  { name: "Avond in de wijk", label: "De wijk", shortDescription: "Samen de buurt veilig en gezellig", description: "Donkerblauw met lichtjes voor buurtpreventie en avondactiviteiten.", keywords: ["buurt", "wijk", "avond", "veiligheid"], from: "#020617", to: "#1e40af", accent: "#fcd34d", shape: "sun" },
];

const WIDTH = 1280;
const HEIGHT = 853;

function shapes(theme: Theme): string {
  switch (theme.shape) {
    case "circles":
      return [
        `<circle cx="980" cy="220" r="170" fill="${theme.accent}" fill-opacity="0.35"/>`,
        `<circle cx="1120" cy="560" r="110" fill="${theme.accent}" fill-opacity="0.25"/>`,
        `<circle cx="180" cy="700" r="240" fill="#ffffff" fill-opacity="0.12"/>`,
      ].join("");
    case "waves":
      return [
        `<path d="M0 600 C 200 520 400 680 640 600 S 1080 520 1280 600 V 853 H 0 Z" fill="${theme.accent}" fill-opacity="0.35"/>`,
        `<path d="M0 680 C 240 620 420 760 660 690 S 1080 620 1280 700 V 853 H 0 Z" fill="#ffffff" fill-opacity="0.25"/>`,
      ].join("");
    case "blocks":
      return [
        `<rect x="820" y="120" width="300" height="300" rx="36" fill="${theme.accent}" fill-opacity="0.3" transform="rotate(12 970 270)"/>`,
        `<rect x="940" y="460" width="220" height="220" rx="28" fill="#ffffff" fill-opacity="0.18" transform="rotate(-8 1050 570)"/>`,
      ].join("");
    case "sun":
      return [
        `<circle cx="1000" cy="260" r="150" fill="${theme.accent}" fill-opacity="0.8"/>`,
        `<circle cx="1000" cy="260" r="230" fill="${theme.accent}" fill-opacity="0.18"/>`,
      ].join("");
  }
}

/** The picture as SVG: a diagonal gradient, its shapes and its label. */
export function demoSvg(theme: Theme): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${shapes(theme)}
<text x="96" y="${HEIGHT - 120}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff">${theme.label}</text>
</svg>`;
}

let made: Promise<Array<{ theme: Theme; processed: ProcessedImage; byteSize: number }>> | undefined;

/** The twelve pictures as JPEG uploads, made once per process. */
function demoImages() {
  made ??= Promise.all(
    DEMO_STOCK_IMAGES.map(async (theme) => {
      const jpeg = await sharp(Buffer.from(demoSvg(theme))).jpeg({ quality: 86 }).toBuffer();
      const processed = await processImage(jpeg);
      if (!processed) throw new Error(`The demo image '${theme.name}' could not be made`);
      return { theme, processed, byteSize: jpeg.length };
    }),
  );
  return made;
}

/** The demo library of a center: its files stored under the tenant, its uploads and stock images. */
export async function seedDemoStockImages(tx: Tx, input: { tenantId: string; centerId: string; createdById: string; now?: Date }): Promise<void> {
  const storage = mediaStorage();
  const now = input.now ?? new Date();
  for (const [index, { theme, processed, byteSize }] of (await demoImages()).entries()) {
    for (const file of processed.files) await storage.put(variantKey(input.tenantId, processed.key, file), file.body);
    const createdAt = new Date(now.getTime() - (DEMO_STOCK_IMAGES.length - index) * 60_000);
    const [upload] = await tx
      .insert(uploads)
      .values({
        tenantId: input.tenantId,
        centerId: input.centerId,
        fileKey: processed.key,
        originalName: `${theme.label.toLowerCase().replaceAll(" ", "-")}.jpg`,
        contentType: IMAGE_CONTENT_TYPES[processed.type],
        byteSize,
        width: processed.width,
        height: processed.height,
        variants: processed.files.map((file) => ({ name: `${processed.key}-${file.width}.${FILE_EXTENSIONS[file.format]}`, width: file.width, height: file.height, format: file.format, bytes: file.body.length })),
        createdById: input.createdById,
        createdAt,
      })
      .returning({ id: uploads.id });
    await tx.insert(stockImages).values({
      tenantId: input.tenantId,
      centerId: input.centerId,
      uploadId: upload!.id,
      name: theme.name,
      description: theme.description,
      shortDescription: theme.shortDescription,
      keywords: theme.keywords,
      createdById: input.createdById,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
