import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette } from './theme-palettes';

/** WCAG AA for normal text. */
const AA = 4.5;
const ROLES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
])('the %s palette', (_name, palette) => {
  const backgrounds = [palette.background.default, palette.background.paper];

  it('has text of both weights readable on the page and on cards', () => {
    for (const background of backgrounds) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(ROLES)('has %s readable as text (links, outlined chips) and its contrast text readable on it (filled chips, buttons)', (role) => {
    const colour = palette[role];
    for (const background of backgrounds) expect(getContrastRatio(colour.main, background)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps text readable on the quiet surfaces (code blocks, internal notes)', () => {
    for (const surface of [palette.surface.sunken, palette.surface.internalNote]) {
      expect(getContrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA);
    }
  });
});
