import { alpha, createTheme, type ThemeOptions } from '@mui/material/styles';
import { BREAKPOINTS } from '@portal/domain/common/constants';
import { darkPalette, lightPalette } from './theme-palettes';

/** Quiet surfaces of the portal's own (palette.surface), in both colour schemes. */
interface Surfaces {
  sunken: string;
  internalNote: string;
  internalNoteBorder: string;
  mapWater: string;
  mapLand: string;
  mapOther: string;
  mapLine: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    surface: Surfaces;
  }
  interface PaletteOptions {
    surface?: Surfaces;
  }
}

/**
 * The portal's theme: the spec's brand colour and breakpoints (from the domain), in a
 * light and a dark colour scheme. No CSS variables: the theme object follows the chosen
 * scheme, so the few drawings that read theme.palette in code (charts, the lane map) follow too.
 */
export const themeOptions: ThemeOptions = {
  breakpoints: { values: { ...BREAKPOINTS } },
  colorSchemes: { light: { palette: lightPalette }, dark: { palette: darkPalette } },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.015em' },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (t) => ({
        body: { WebkitFontSmoothing: 'antialiased' },
        // Keyboard focus is a real outline everywhere (WCAG 2.4.7/2.4.11), not only a faint background.
        // Text inputs are left out: their own border already marks focus.
        // Selectors carry an element or a second class so they outrank MUI's own `outline: 0`.
        [['a', 'button', 'summary', 'video', '[role="button"]', '[role="tab"]', '[role="menuitem"]', '[role="menuitemradio"]', '[role="option"]', '[tabindex]']
          .map((selector) => `${selector}:focus-visible`)
          .concat('.MuiButtonBase-root.Mui-focusVisible')
          .join(', ')]: { outline: `3px solid ${t.palette.primary.main}`, outlineOffset: 2 },
        '#root': { minHeight: '100vh' },
        // People who ask their system for less motion get none: no ripples, slides, shimmering
        // placeholders or spinning wheels (WCAG 2.3.3). Transitions still end, at once.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { paddingTop: 10, paddingBottom: 10 } },
    },
    MuiPaper: {
      styleOverrides: { outlined: ({ theme: t }) => ({ borderColor: t.palette.divider }) },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          backgroundColor: t.palette.background.paper,
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 1.5 },
        }),
      },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-selected': {
            backgroundColor: alpha(t.palette.primary.main, 0.1),
            color: t.palette.primary.main,
            '& .MuiListItemIcon-root': { color: t.palette.primary.main },
          },
          '&.Mui-selected:hover': { backgroundColor: alpha(t.palette.primary.main, 0.14) },
        }),
      },
    },
    MuiDialogTitle: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
  },
};

export const theme = createTheme(themeOptions);
