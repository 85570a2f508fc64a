import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { RelayPoint } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';

const STYLE_ID = 'nougaterie-leaflet-css';

/** Leaflet's stylesheet, once per page, the first time a map is drawn. */
function injectLeafletCss(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = leafletCss;
  document.head.appendChild(style);
}

const markerStyle = (selected: boolean): L.CircleMarkerOptions => ({
  radius: selected ? 11 : 8,
  color: selected ? theme.colors.honeyDark : theme.colors.ink,
  weight: selected ? 3 : 2,
  fillColor: selected ? theme.colors.honey : theme.colors.paper,
  fillOpacity: 1,
});

/**
 * The relay points on an OpenStreetMap map (Leaflet): in its own chunk, loaded only when the relay
 * method is chosen. Vector markers, so no marker images to serve; a click chooses the point, as
 * the list beside it does (the list stays the keyboard's and screen readers' way).
 */
export default function RelayMapView({
  relays,
  selected,
  onSelect,
  attribution,
}: {
  relays: RelayPoint[];
  selected: string | null;
  onSelect: (id: string) => void;
  attribution: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());
  // A marker's click chooses with the latest onSelect, without drawing the markers again.
  const choose = useEffectEvent((id: string) => onSelect(id));

  useEffect(() => {
    if (!element.current) return;
    injectLeafletCss();
    const created = L.map(element.current, { scrollWheelZoom: false });
    L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: `&copy; <a href="https://www.openstreetmap.org/copyright">${attribution}</a>`,
    }).addTo(created);
    map.current = created;
    const drawn = markers.current;
    return () => {
      created.remove();
      map.current = null;
      drawn.clear();
    };
  }, [attribution]);

  // The points of the last search: drawn afresh, the view fitted to them.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    markers.current.forEach((marker) => marker.remove());
    markers.current.clear();
    const placed = relays.filter((relay) => Number.isFinite(relay.latitude) && Number.isFinite(relay.longitude));
    for (const relay of placed) {
      const marker = L.circleMarker([relay.latitude, relay.longitude], markerStyle(false))
        .bindTooltip(relay.name)
        .on('click', () => choose(relay.id))
        .addTo(current);
      markers.current.set(relay.id, marker);
    }
    if (placed.length > 0) current.fitBounds(L.latLngBounds(placed.map((r) => [r.latitude, r.longitude])), { padding: [24, 24], maxZoom: 15 });
  }, [relays]);

  useEffect(() => {
    markers.current.forEach((marker, id) => {
      marker.setStyle(markerStyle(id === selected));
      if (id === selected) marker.bringToFront();
    });
  }, [selected, relays]);

  return <div ref={element} style={{ height: '100%', width: '100%' }} />;
}
