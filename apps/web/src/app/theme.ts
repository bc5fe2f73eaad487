import { alpha, createTheme } from '@mui/material/styles';
import { BRAND_COLOR, BREAKPOINTS } from '@portal/domain/common/constants';

/** The portal's theme: the spec's brand colour and breakpoints (spec section 9, from the domain). */
export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    primary: { main: BRAND_COLOR, light: '#5E92F3', dark: '#003C8F', contrastText: '#FFFFFF' },
    // Teal dark enough for white text and for teal text on its own 8 % tint (WCAG AA 4.5:1).
    secondary: { main: '#00796B' },
    error: { main: '#D32F2F' },
    // Darker than MUI's defaults so white text on warning and info chips meets WCAG AA (4.5:1).
    warning: { main: '#B45309' },
    info: { main: '#0277BD' },
    background: { default: '#F4F6FA', paper: '#FFFFFF' },
    text: { primary: '#1A2433', secondary: '#5B6678' },
    divider: '#E3E8EF',
  },
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
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        // Keyboard focus is a real outline everywhere (WCAG 2.4.7/2.4.11), not only a faint background.
        // Text inputs are left out: their own border already marks focus.
        // Selectors carry an element or a second class so they outrank MUI's own `outline: 0`.
        [['a', 'button', 'summary', 'video', '[role="button"]', '[role="tab"]', '[role="menuitem"]', '[role="option"]', '[tabindex]']
          .map((selector) => `${selector}:focus-visible`)
          .concat('.MuiButtonBase-root.Mui-focusVisible')
          .join(', ')]: { outline: `3px solid ${BRAND_COLOR}`, outlineOffset: 2 },
        '#root': { minHeight: '100vh' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { paddingTop: 10, paddingBottom: 10 } },
    },
    MuiPaper: {
      styleOverrides: { outlined: { borderColor: '#E3E8EF' } },
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
});
