/** Where the map's tiles come from (a MapLibre style URL); unset = a plain background without tiles. */
export function mapStyleUrl(): string | null {
  return process.env.MAP_STYLE_URL?.trim() || null;
}
