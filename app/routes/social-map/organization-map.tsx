import { useEffect, useRef, useState } from "react";
import type { GeoJSONSource, Map as MapLibreMap, Marker, StyleSpecification } from "maplibre-gl";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";

/*
 * The social map's maplibre-gl view. It is an extra on top of the list (the
 * view without JavaScript and for screen readers): the library and its worker
 * load only here, in an effect, and the page adds the library's stylesheet
 * through its `links`. Markers are DOM elements (buttons named after the
 * organization, or the count of a cluster) drawn from a clustered GeoJSON
 * source, so they show on any style — even the plain background used without
 * a style URL, which needs no tiles, glyphs or network.
 */

export type MapOrganization = { id: string; name: string; city: string | null; latitude: number; longitude: number; href: string };

type MapState = "loading" | "ready" | "failed";

/** Without MAP_STYLE_URL: a plain background, no tiles. */
const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#e8eee9" } }],
};

/** The middle of the Netherlands, for a map without points. */
const NL_CENTRE: [number, number] = [5.3, 52.1];
const SOURCE = "organizations";

/** Nothing without JavaScript: the page's list is that view. */
export function OrganizationMap(props: Parameters<typeof LiveMap>[0]) {
  return useHydrated() ? <LiveMap {...props} /> : null;
}

function LiveMap({
  organizations,
  styleUrl,
  label,
  className,
  cluster = true,
}: {
  organizations: MapOrganization[];
  styleUrl: string | null;
  label: string;
  className?: string;
  cluster?: boolean;
}) {
  const { t } = useTranslation("socialmap");
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("loading");
  const [counts, setCounts] = useState({ markers: 0, clusters: 0, zoom: 0 });
  // The texts the markers need, without re-creating the map when the language object changes.
  const texts = useRef({ details: t("map.details"), cluster: (count: number) => t("map.cluster", { count }) });
  texts.current = { details: t("map.details"), cluster: (count: number) => t("map.cluster", { count }) };

  useEffect(() => {
    let map: MapLibreMap | undefined;
    let cancelled = false;
    const markers = new Map<string, Marker>();

    async function start() {
      const [maplibre, worker] = await Promise.all([import("maplibre-gl"), import("maplibre-gl/dist/maplibre-gl-worker.mjs?url")]);
      if (cancelled || !container.current) return;
      maplibre.setWorkerUrl(worker.default);
      const byId = new Map(organizations.map((organization) => [organization.id, organization]));
      map = new maplibre.Map({
        container: container.current,
        style: styleUrl ?? PLAIN_STYLE,
        center: NL_CENTRE,
        zoom: 7,
        attributionControl: styleUrl ? { compact: true } : false,
        cooperativeGestures: false,
      });
      map.addControl(new maplibre.NavigationControl({ showCompass: false }), "top-right");
      const loaded = map;

      loaded.on("load", () => {
        loaded.addSource(SOURCE, {
          type: "geojson",
          data: {
            type: "FeatureCollection",
            features: organizations.map((organization) => ({
              type: "Feature",
              geometry: { type: "Point", coordinates: [organization.longitude, organization.latitude] },
              properties: { id: organization.id },
            })),
          },
          cluster,
          clusterRadius: 50,
          clusterMaxZoom: 15,
        });
        // An invisible layer: a source's data is only prepared for the map when a layer uses it.
        loaded.addLayer({ id: "organizations-points", type: "circle", source: SOURCE, paint: { "circle-radius": 1, "circle-opacity": 0 } });
        if (organizations.length > 0) {
          const bounds = new maplibre.LngLatBounds();
          for (const organization of organizations) bounds.extend([organization.longitude, organization.latitude]);
          loaded.fitBounds(bounds, { padding: 60, maxZoom: 14, duration: 0 });
        }
      });

      const drawMarkers = () => {
        if (!loaded.getSource(SOURCE) || !loaded.isSourceLoaded(SOURCE)) return;
        const seen = new Set<string>();
        let clusters = 0;
        for (const feature of loaded.querySourceFeatures(SOURCE)) {
          const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string };
          const [lng, lat] = (feature.geometry as { coordinates: [number, number] }).coordinates;
          const key = properties.cluster ? `cluster-${properties.cluster_id}` : `point-${properties.id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (properties.cluster) clusters += 1;
          if (markers.has(key)) continue;
          const element = properties.cluster
            ? clusterButton(properties.point_count ?? 0, () => {
                (loaded.getSource(SOURCE) as GeoJSONSource)
                  .getClusterExpansionZoom(properties.cluster_id!)
                  .then((zoom) => loaded.easeTo({ center: [lng, lat], zoom }))
                  .catch((error: unknown) => console.warn("map cluster:", error));
              })
            : pointButton(byId.get(properties.id ?? ""));
          if (!element) continue;
          const marker = new maplibre.Marker({ element }).setLngLat([lng, lat]);
          const organization = byId.get(properties.id ?? "");
          if (!properties.cluster && organization) {
            marker.setPopup(new maplibre.Popup({ offset: 18, closeButton: true }).setDOMContent(popupContent(organization)));
          }
          marker.addTo(loaded);
          markers.set(key, marker);
        }
        for (const [key, marker] of markers) {
          if (!seen.has(key)) {
            marker.remove();
            markers.delete(key);
          }
        }
        setCounts({ markers: [...markers.keys()].filter((key) => key.startsWith("point-")).length, clusters, zoom: Math.round(loaded.getZoom() * 10) / 10 });
      };
      loaded.on("data", (event) => {
        if ("sourceId" in event && event.sourceId === SOURCE) drawMarkers();
      });
      loaded.on("moveend", drawMarkers);
      loaded.once("idle", () => {
        drawMarkers();
        if (!cancelled) setState("ready");
      });
      loaded.on("error", (event) => {
        // A missing tile is not a broken map; a style that cannot load is.
        if (!loaded.isStyleLoaded() && !cancelled) setState("failed");
        console.warn("map:", event.error?.message);
      });
    }

    function clusterButton(count: number, onClick: () => void): HTMLElement {
      const button = document.createElement("button");
      button.type = "button";
      button.className =
        "flex size-10 items-center justify-center rounded-full border-2 border-white bg-primary text-sm font-bold text-on-primary shadow focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none";
      button.textContent = String(count);
      button.setAttribute("aria-label", texts.current.cluster(count));
      button.dataset.mapCluster = String(count);
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        onClick();
      });
      return button;
    }

    function pointButton(organization: MapOrganization | undefined): HTMLElement | null {
      if (!organization) return null;
      const button = document.createElement("button");
      button.type = "button";
      button.className =
        "size-5 rounded-full border-2 border-white bg-secondary shadow focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none";
      button.title = organization.name;
      button.setAttribute("aria-label", organization.name);
      button.dataset.mapMarker = organization.id;
      return button;
    }

    function popupContent(organization: MapOrganization): HTMLElement {
      const root = document.createElement("div");
      root.className = "flex flex-col gap-1 text-sm text-black";
      const name = document.createElement("strong");
      name.textContent = organization.name;
      root.append(name);
      if (organization.city) {
        const city = document.createElement("span");
        city.textContent = organization.city;
        root.append(city);
      }
      const link = document.createElement("a");
      link.href = organization.href;
      link.className = "underline";
      link.textContent = texts.current.details;
      root.append(link);
      return root;
    }

    start().catch((error: unknown) => {
      console.warn("map:", error);
      if (!cancelled) setState("failed");
    });
    return () => {
      cancelled = true;
      for (const marker of markers.values()) marker.remove();
      map?.remove();
    };
  }, [organizations, styleUrl, cluster]);

  return (
    <div className={`relative ${className ?? ""}`}>
      <p className="sr-only">{t("map.hint")}</p>
      <div
        ref={container}
        role="region"
        aria-label={label}
        data-map-state={state}
        data-marker-count={counts.markers}
        data-cluster-count={counts.clusters}
        data-zoom={counts.zoom}
        className="h-full w-full overflow-hidden rounded-lg border border-border"
      />
      {state === "loading" ? <p className="absolute inset-x-0 top-1/2 text-center text-muted">{t("map.loading")}</p> : null}
      {state === "failed" ? (
        <p role="status" className="absolute inset-x-4 top-4 rounded-md bg-surface p-3 text-sm">
          {t("map.failed")}
        </p>
      ) : null}
    </div>
  );
}
