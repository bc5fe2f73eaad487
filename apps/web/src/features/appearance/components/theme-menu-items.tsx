import Check from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { THEME_PREFERENCES, type ThemePreference } from '@portal/domain/auth/theme-preference';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { useThemeChoice } from '../use-theme-choice';

const CHOICES: Record<ThemePreference, { label: string; icon: ReactElement }> = {
  system: { label: msg('System'), icon: <SettingsBrightnessOutlined fontSize="small" /> },
  light: { label: msg('Light'), icon: <LightModeOutlined fontSize="small" /> },
  dark: { label: msg('Dark'), icon: <DarkModeOutlined fontSize="small" /> },
};

/**
 * The user menu's theme choice: a heading and three radio menu items (System, Light, Dark). They are
 * siblings of the menu's other items in the page, so the arrow keys move through them like the rest.
 * autoFocus is the menu's when these come first (a user offered no other item above them).
 */
export function ThemeMenuItems({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { current, choose } = useThemeChoice();
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} component="div" variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1, pb: 0.5, fontWeight: 600 }}>
        {t('Theme')}
      </Typography>
      {THEME_PREFERENCES.map((theme, index) => {
        const checked = theme === current;
        return (
          <MenuItem key={theme} autoFocus={autoFocus && index === 0} role="menuitemradio" aria-checked={checked} aria-describedby={headingId} onClick={() => choose(theme)}>
            <ListItemIcon>{CHOICES[theme].icon}</ListItemIcon>
            <ListItemText>{t(CHOICES[theme].label)}</ListItemText>
            {checked && <Check fontSize="small" aria-hidden sx={{ ml: 2, color: 'primary.main' }} />}
          </MenuItem>
        );
      })}
    </>
  );
}
