import { useEffect, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { readCookie } from '@exchange/platform';
import { useStyles } from '@exchange/ui';

/** One scenario of the embedded backend, as `/__mock/scenarios` lists it. */
interface ScenarioInfo {
  name: string;
  loggedIn: boolean;
}

/**
 * Dev and preview builds only: shows the embedded backend's scenario and switches it (through
 * `/__mock/login`, which also logs in for logged-in scenarios and comes back to this page).
 */
export function DevToolbar(): ReactNode {
  const [scenarios, setScenarios] = useState<ScenarioInfo[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // Dev-only endpoint of the embedded backend; the API client's toasts would be noise here.
    // eslint-disable-next-line no-restricted-globals -- dev toolbar talks to /__mock only
    fetch('/__mock/scenarios', { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : []))
      .then((list: ScenarioInfo[]) => setScenarios(Array.isArray(list) ? list : []))
      .catch(() => setScenarios([]));
    return () => controller.abort();
  }, []);
  if (scenarios.length === 0) return null;
  return (
    <DevToolbarView
      scenarios={scenarios}
      current={readCookie('mock_scenario') ?? 'visitor'}
      onPick={(name) => {
        const here = window.location.pathname + window.location.search;
        window.location.assign(`/__mock/login?scenario=${encodeURIComponent(name)}&redirect=${encodeURIComponent(here)}`);
      }}
    />
  );
}

/** Props of {@link DevToolbarView}. */
export interface DevToolbarViewProps {
  scenarios: readonly ScenarioInfo[];
  /** The scenario in force (the `mock_scenario` cookie). */
  current: string;
  onPick: (name: string) => void;
  /** Starts unfolded (stories); closed by default. */
  defaultOpen?: boolean;
}

/**
 * The toolbar itself: a small pill at the top centre that unfolds into the scenario picker.
 * Closed it covers no page content, so designers and testers judge the real layout (at
 * the bottom it hid the cookie notice's text on desktop and its Accept button on a phone).
 */
export function DevToolbarView({ scenarios, current, onPick, defaultOpen = false }: DevToolbarViewProps): ReactNode {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const label = intl.formatMessage({ id: 'shell.devToolbar.scenario', defaultMessage: 'Mock scenario' });
  return (
    <details css={styles.pill} data-testid="dev-toolbar" open={defaultOpen || undefined}>
      <summary css={styles.summary}>{`${label}: ${current}`}</summary>
      <div css={styles.panel}>
        <label css={styles.label}>
          {label}
          <select css={styles.select} value={current} onChange={(event) => onPick(event.target.value)}>
            {scenarios.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
                {s.loggedIn ? ' (logged in)' : ''}
              </option>
            ))}
          </select>
        </label>
        <a css={styles.link} href="/__mock/logout">
          {intl.formatMessage({ id: 'shell.devToolbar.logout', defaultMessage: 'Log out' })}
        </a>
      </div>
    </details>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography, radii } = theme;
  return {
    pill: css({
      position: 'fixed',
      insetBlockStart: 0,
      // Centred whatever the direction: both inline insets at zero, the box as wide as its content.
      insetInline: 0,
      marginInline: 'auto',
      inlineSize: 'max-content',
      maxInlineSize: `calc(100vw - ${spacing[4] * 2}px)`,
      zIndex: theme.zIndex.tooltip,
      background: colors.elevated,
      color: colors.text,
      border: `1px dashed ${colors.border}`,
      borderBlockStart: 0,
      borderEndStartRadius: radii.md,
      borderEndEndRadius: radii.md,
      fontSize: typography.fontSize.xs,
      lineHeight: typography.lineHeight.tight,
      opacity: 0.9,
      '&[open]': { opacity: 1, boxShadow: theme.shadows.overlay },
    }),
    // 12 px high when closed: it fits inside the header's top padding (8 px on phones, 12 above),
    // so at most the upper edge of a 44 px control sits under it, never its label.
    summary: css({
      paddingInline: spacing[2],
      paddingBlock: 0,
      lineHeight: 1,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      color: colors.mutedText,
      '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: -2 },
    }),
    panel: css({
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing[3],
      alignItems: 'center',
      padding: spacing[2],
    }),
    label: css({ display: 'flex', gap: spacing[2], alignItems: 'center', whiteSpace: 'nowrap', wordBreak: 'keep-all' }),
    select: css({ fontSize: typography.fontSize.xs, maxInlineSize: '60vw' }),
    link: css({ color: colors.primary, whiteSpace: 'nowrap' }),
  };
}
