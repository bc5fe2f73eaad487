import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { geoConicConformal, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { useMemo } from 'react';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';
import countriesTopology from 'world-atlas/countries-110m.json';
import type { MapPoint } from '@portal/domain/load-board/freight-schemas';
import { useTranslation } from '../../i18n/use-translation';

export interface LaneMapProps {
  points: readonly MapPoint[];
  /** Extra points to keep in view (a search centre, a truck). */
  extra?: readonly { label: string; latitude: number; longitude: number }[];
  height?: number;
  label?: string;
}

const WIDTH = 560;

const states = statesTopology as unknown as Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
const countries = countriesTopology as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
// Computed once per chunk load: the outlines never change.
const countryShapes = feature(countries, countries.objects.countries) as FeatureCollection<Geometry>;
const stateBorders = mesh(states, states.objects.states, (a, b) => a !== b) as MultiLineString;
const nationShape = feature(states, states.objects.nation) as FeatureCollection<Geometry> | Feature<Geometry>;

/**
 * The lane drawn offline (no tiles): countries and US states from the atlas packages, the stops as
 * numbered pins joined by great-circle legs. The view fits the stops with a margin.
 */
export function LaneMap({ points, extra = [], height = 280, label }: LaneMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const drawing = useMemo(() => {
    const all = [...points, ...extra];
    if (all.length === 0) return null;
    const lats = all.map((p) => p.latitude);
    const lngs = all.map((p) => p.longitude);
    const north = Math.max(...lats);
    const south = Math.min(...lats);
    const east = Math.max(...lngs);
    const west = Math.min(...lngs);
    const padLat = Math.max(1.5, (north - south) * 0.25);
    const padLng = Math.max(2.5, (east - west) * 0.25);
    const frame = {
      type: 'MultiPoint' as const,
      coordinates: [
        [west - padLng, south - padLat],
        [east + padLng, north + padLat],
        [west - padLng, north + padLat],
        [east + padLng, south - padLat],
      ],
    };
    const midLat = (north + south) / 2;
    const projection = geoConicConformal()
      .parallels([midLat - 5, midLat + 5])
      .rotate([-(east + west) / 2, 0])
      .fitExtent(
        [
          [16, 16],
          [WIDTH - 16, height - 16],
        ],
        frame,
      );
    const path = geoPath(projection);
    const legs = points.length > 1 ? path({ type: 'LineString', coordinates: points.map((p) => [p.longitude, p.latitude]) }) : null;
    return {
      countries: countryShapes.features.map((f, i) => ({ key: i, d: path(f as GeoPermissibleObjects) ?? '' })),
      nation: path(nationShape as GeoPermissibleObjects) ?? '',
      borders: path(stateBorders) ?? '',
      legs,
      pins: points.map((p, i) => ({ ...p, xy: projection([p.longitude, p.latitude]), index: i })),
      extras: extra.map((p) => ({ ...p, xy: projection([p.longitude, p.latitude]) })),
    };
  }, [points, extra, height]);

  if (!drawing) return null;
  const last = points.length - 1;
  const pinColor = (index: number) => (index === 0 ? theme.palette.success : index === last ? theme.palette.error : theme.palette.primary);
  const { surface, text } = theme.palette;

  return (
    <Box
      component="figure"
      sx={{ m: 0, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'surface.mapWater', lineHeight: 0 }}
    >
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={`${label ?? t('Lane map')}: ${points.map((p) => p.label).join(` ${t('to')} `)}`}>
        {drawing.countries.map((c) => (
          <path key={c.key} d={c.d} fill={surface.mapOther} stroke={surface.mapLine} strokeWidth={0.6} />
        ))}
        <path d={drawing.nation} fill={surface.mapLand} stroke={surface.mapLine} strokeWidth={0.8} />
        <path d={drawing.borders} fill="none" stroke={surface.mapLine} strokeWidth={0.6} />
        {drawing.legs && <path d={drawing.legs} fill="none" stroke={theme.palette.primary.main} strokeWidth={3} strokeLinecap="round" strokeDasharray="1 0" opacity={0.85} />}
        {drawing.extras.map((p) =>
          p.xy ? (
            <g key={`${p.label}-${p.latitude}`} transform={`translate(${p.xy[0]},${p.xy[1]})`}>
              <circle r={7} fill={theme.palette.warning.main} stroke={surface.mapLand} strokeWidth={2} />
              <text y={-12} textAnchor="middle" fontSize={12} fontWeight={600} fill={text.primary} paintOrder="stroke" stroke={surface.mapLand} strokeWidth={3}>
                {p.label}
              </text>
            </g>
          ) : null,
        )}
        {drawing.pins.map((p) =>
          p.xy ? (
            <g key={`${p.stopNumber}-${p.index}`} transform={`translate(${p.xy[0]},${p.xy[1]})`}>
              <circle r={12} fill={pinColor(p.index).main} stroke={surface.mapLand} strokeWidth={2.5} />
              <text y={4.5} textAnchor="middle" fontSize={12} fontWeight={700} fill={pinColor(p.index).contrastText}>
                {p.index + 1}
              </text>
              <text y={-18} textAnchor="middle" fontSize={15} fontWeight={600} fill={text.primary} paintOrder="stroke" stroke={surface.mapLand} strokeWidth={3.5}>
                {p.label}
              </text>
            </g>
          ) : null,
        )}
      </svg>
    </Box>
  );
}
