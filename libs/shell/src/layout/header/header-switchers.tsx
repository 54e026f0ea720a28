import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Button, MenuButton } from '@exchange/ui';
import { useLocale, useSite } from '../../context/shell-context';
import { readCookie, setThemeMode, useHydratedState, useThemeMode, writeCookie } from '@exchange/platform';
import { selectSettings } from '../../store/settings-slice';
import { useAppSelector } from '../../store/store';
import { CURR_FIAT_COOKIE, LANG_COOKIE } from '../../regional/constants';
import { PREFERENCE_COOKIE_MAX_AGE_S } from '../../context/theme-preferences';
import { currentFiat, fiatLabel, languageEndonym, languageOptions, languageSwitchPath } from './header-rules';
import { ControlFace, Tipped, type ControlLook } from './header-control';
import type { HeaderIconName } from './header-icons';

/** The wide header's control look; the phone menu leaves it out and gets the plain controls. */
interface SwitcherProps {
  look?: ControlLook;
}

/**
 * Language switcher from the settings' `lang_list` (only languages the site serves): writes the
 * `lang` cookie and opens the same page under the chosen language's prefix. Every language,
 * the current one included, is shown by its own name, never by its site code. In the wide header
 * it is a globe where its label does not fit.
 */
export function LanguageSwitcher({ look }: SwitcherProps): ReactNode {
  const site = useSite();
  const locale = useLocale();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useAppSelector(selectSettings);
  const options = languageOptions(site, settings.lang_list);
  const current = options.find((option) => option.locale === locale)?.name ?? languageEndonym(locale);
  const text = intl.formatMessage({ id: 'shell.header.language', defaultMessage: 'Language: {name}' }, { name: current });
  return (
    <SwitcherMenu
      icon="globe"
      text={text}
      look={look}
      items={options.map((option) => ({ id: option.locale, label: option.name }))}
      onSelect={(target) => {
        writeCookie(LANG_COOKIE, target, { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_S });
        void navigate(languageSwitchPath(location, target, site));
      }}
    />
  );
}

/** Fiat switcher from the settings' `fiat_list` (code and symbol); the pick is kept in a cookie. */
export function FiatSwitcher({ look }: SwitcherProps): ReactNode {
  const intl = useIntl();
  const settings = useAppSelector(selectSettings);
  const [picked, setPicked] = useHydratedState(() => readCookie(CURR_FIAT_COOKIE), undefined);
  const fiat = currentFiat(picked, settings.fiat_list, settings.curr_fiat);
  const symbol = settings.fiat_list.find((item) => item.fiat === fiat)?.symbol ?? '';
  if (settings.fiat_list.length === 0) return null;
  const text = intl.formatMessage({ id: 'shell.header.fiat', defaultMessage: 'Currency: {fiat}' }, { fiat: fiatLabel({ fiat, symbol }) });
  return (
    <SwitcherMenu
      icon="currency"
      text={text}
      look={look}
      items={settings.fiat_list.map((item) => ({ id: item.fiat, label: fiatLabel(item) }))}
      onSelect={(next) => {
        writeCookie(CURR_FIAT_COOKIE, next, { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_S });
        setPicked(next);
      }}
    />
  );
}

/**
 * A switcher's menu: its label as text in the phone menu; in the wide header an icon control
 * (the label its accessible name) with the label as tooltip.
 */
function SwitcherMenu({ icon, text, look, items, onSelect }: SwitcherProps & { icon: HeaderIconName; text: string; items: Array<{ id: string; label: string }>; onSelect: (id: string) => void }): ReactNode {
  const button = <MenuButton label={look ? <ControlFace icon={icon} text={text} look={look} /> : text} buttonCss={look?.iconControl} items={items} onSelect={onSelect} />;
  return look ? (
    <Tipped text={text} look={look}>
      {button}
    </Tipped>
  ) : (
    button
  );
}

/**
 * Light/dark switch, a toggle button pressed in dark mode (`aria-pressed`): writes the `dark`
 * cookie and re-renders what reads it. In the wide header, a moon where its label does not fit.
 */
export function ThemeSwitch({ look }: SwitcherProps): ReactNode {
  const intl = useIntl();
  const mode = useThemeMode();
  const text = intl.formatMessage({ id: 'shell.header.darkMode', defaultMessage: 'Dark mode' });
  const toggle = () => setThemeMode(mode === 'dark' ? 'light' : 'dark');
  return look ? (
    <Tipped text={text} look={look}>
      <button type="button" css={look.iconControl} aria-pressed={mode === 'dark'} onClick={toggle}>
        <ControlFace icon="theme" text={text} look={look} />
      </button>
    </Tipped>
  ) : (
    <Button variant="text" size="sm" aria-pressed={mode === 'dark'} onClick={toggle}>
      {text}
    </Button>
  );
}
