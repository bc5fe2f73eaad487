import type { PaletteOptions } from '@mui/material/styles';
import { BRAND_COLOR } from '@portal/domain/common/constants';

/**
 * The portal's two palettes. Light keeps the spec's brand blue as the primary
 * colour; dark uses a lighter tint of the same blue, since #1565C0 on a dark surface is below WCAG AA
 * for text. Every main colour is picked so its contrastText on it, and it on the paper and default
 * backgrounds, reach 4.5:1 (theme-palettes.test.ts checks).
 */
export const lightPalette = {
  primary: { main: BRAND_COLOR, light: '#5E92F3', dark: '#003C8F', contrastText: '#FFFFFF' },
  // Teal dark enough for white text and for teal text on its own 8 % tint (WCAG AA 4.5:1).
  secondary: { main: '#00796B', contrastText: '#FFFFFF' },
  error: { main: '#D32F2F', contrastText: '#FFFFFF' },
  // Darker than MUI's defaults so white text on warning and info chips meets WCAG AA (4.5:1).
  warning: { main: '#B45309', contrastText: '#FFFFFF' },
  // A shade darker than #0277BD so info text also reaches 4.5:1 on the grey page background.
  info: { main: '#0271B3', contrastText: '#FFFFFF' },
  success: { main: '#2E7D32', contrastText: '#FFFFFF' },
  background: { default: '#F4F6FA', paper: '#FFFFFF' },
  text: { primary: '#1A2433', secondary: '#5B6678' },
  divider: '#E3E8EF',
  /** Quiet surfaces inside a card: code blocks, map land, the internal-note tint. */
  surface: { sunken: '#F1F3F6', internalNote: '#FFF6E0', internalNoteBorder: '#F3D9A4', mapWater: '#EAF2FB', mapLand: '#FFFFFF', mapOther: '#F7F8FA', mapLine: '#B7C1CE' },
} satisfies PaletteOptions;

const DARK_INK = '#0B1220';

export const darkPalette = {
  primary: { main: '#7EB3F5', light: '#A9CCF8', dark: '#4D8FE0', contrastText: DARK_INK },
  secondary: { main: '#4DB6AC', contrastText: DARK_INK },
  error: { main: '#F28B82', contrastText: DARK_INK },
  warning: { main: '#F6B26B', contrastText: DARK_INK },
  info: { main: '#6EC1F0', contrastText: DARK_INK },
  success: { main: '#81C995', contrastText: DARK_INK },
  background: { default: '#0F141B', paper: '#171D26' },
  text: { primary: '#E6EAF0', secondary: '#A9B3C1' },
  divider: '#2C3542',
  surface: { sunken: '#10151C', internalNote: '#2E2616', internalNoteBorder: '#5C4A22', mapWater: '#0E1F33', mapLand: '#1E2631', mapOther: '#171D26', mapLine: '#4A5666' },
} satisfies PaletteOptions;
