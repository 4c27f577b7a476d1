import type { MapCluster, MapTiles, PlacesMapQuery } from '@kinframe/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlacesMapQuery } from '../../api/library.ts';
import styles from './Places.module.css';

/** The zoom a first look stops at, however close together the photos are: a town, not a street. */
const FIRST_LOOK_MAX_ZOOM = 12;

const WHOLE_WORLD: PlacesMapQuery = { zoom: 1, west: -180, south: -90, east: 180, north: 90 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The attribution the tile server asks for, as Leaflet's control takes it (HTML), from the operator's plain text. */
function attributionHtml(tiles: MapTiles): string {
  const text = escapeHtml(tiles.attribution);
  if (!tiles.attributionUrl) return text;
  return `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${text}</a>`;
}

/** What the map shows now, as the server is asked for it: the world's edges, never past them. */
function lookOf(map: L.Map): PlacesMapQuery {
  const bounds = map.getBounds();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    zoom: Math.round(map.getZoom()),
    west: clamp(bounds.getWest(), 180),
    south: clamp(bounds.getSouth(), 90),
    east: clamp(bounds.getEast(), 180),
    north: clamp(bounds.getNorth(), 90),
  };
}

/** A marker: the newest photo of its cell, with how many there are when more than one. */
function markerIcon(cluster: MapCluster): L.DivIcon {
  const element = document.createElement('span');
  element.className = styles.markerPhoto ?? '';
  if (cluster.coverUrl) {
    const image = document.createElement('img');
    image.src = cluster.coverUrl;
    image.alt = '';
    element.append(image);
  }
  if (cluster.count > 1) {
    const count = document.createElement('span');
    count.className = styles.markerCount ?? '';
    count.textContent = cluster.count > 999 ? `${Math.floor(cluster.count / 1000)}k` : String(cluster.count);
    element.append(count);
  }
  return L.divIcon({ html: element, className: styles.marker ?? '', iconSize: [56, 56], iconAnchor: [28, 28] });
}

/**
 * The map of the library: tiles from the operator's tile server, and the server's clusters as
 * photo markers, asked again after every move; a tap opens the photos of that marker. Leaflet
 * rather than MapLibre: raster tiles are all it needs, at a fifth of the weight on a phone.
 */
export function PlacesMap({ tiles, onOpen }: { tiles: MapTiles; onOpen: (cluster: MapCluster) => void }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const hasFittedRef = useRef(false);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  // The first look is the whole world's, whatever part of it the screen shows, so that the map can
  // then move to where all the photos are.
  const [look, setLook] = useState<PlacesMapQuery>(WHOLE_WORLD);
  const clusters = usePlacesMapQuery(look).data?.clusters;

  useEffect(() => {
    if (!holder.current) return;
    const map = L.map(holder.current, {
      // Not 0: the world is then narrower than a phone, with grey beside it and its markers crowded.
      minZoom: 1,
      maxZoom: 19,
      maxBounds: [
        [-90, -180],
        [90, 180],
      ],
      maxBoundsViscosity: 1,
      worldCopyJump: false,
    });
    map.attributionControl.setPrefix(false);
    L.tileLayer(tiles.urlTemplate, { noWrap: true, maxZoom: 19, attribution: attributionHtml(tiles) }).addTo(map);
    markersRef.current = L.layerGroup().addTo(map);
    map.setView([20, 0], 1);
    map.on('moveend', () => setLook(lookOf(map)));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    const map = mapRef.current;
    const markers = markersRef.current;
    if (!map || !markers || !clusters) return;
    // The first answer is the whole world's: the map then moves to where the photos are, and asks again.
    if (!hasFittedRef.current && clusters.length > 0) {
      hasFittedRef.current = true;
      const bounds = L.latLngBounds(clusters.map((cluster) => [cluster.latitude, cluster.longitude]));
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: FIRST_LOOK_MAX_ZOOM, animate: false });
    }
    markers.clearLayers();
    for (const cluster of clusters) {
      const label = t('library.places.marker', { count: cluster.count });
      const marker = L.marker([cluster.latitude, cluster.longitude], {
        icon: markerIcon(cluster),
        title: label,
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('click', () => onOpenRef.current(cluster));
      markers.addLayer(marker);
      const element = marker.getElement();
      element?.setAttribute('role', 'button');
      element?.setAttribute('aria-label', label);
    }
  }, [clusters, t]);

  return <section ref={holder} className={styles.map} aria-label={t('library.places.map')} />;
}
