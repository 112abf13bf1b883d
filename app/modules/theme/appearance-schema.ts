import { z } from "zod";
import { COLOR_MODES } from "./color-mode";
import { FONT_SIZES, SHAPES } from "./appearance";

/**
 * The Customize form's choices (decision 048). A module of its own: the root loads appearance.ts on every page, and
 * zod with it would add some 28 KB (gzipped) to the JavaScript every page loads at start.
 */
export const AppearanceSchema = z.object({
  colorMode: z.enum(COLOR_MODES),
  shape: z.enum(SHAPES),
  fontSize: z.enum(FONT_SIZES),
});
export type AppearanceInput = z.infer<typeof AppearanceSchema>;
