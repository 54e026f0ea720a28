import { useEffect, useState, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { readCookie } from '../storage/cookies';

interface ScenarioInfo {
  name: string;
  loggedIn: boolean;
}

/**
 * Dev and preview builds only: shows the embedded backend's scenario and switches it (through
 * `/__mock/login`, which also logs in for logged-in scenarios and comes back to this page).
 */
export function DevToolbar(): ReactNode {
  const intl = useIntl();
  const styles = getStyles(useTheme());
  const [scenarios, setScenarios] = useState<ScenarioInfo[]>([]);
  const current = readCookie('mock_scenario') ?? 'visitor';
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
  const label = intl.formatMessage({ id: 'shell.devToolbar.scenario', defaultMessage: 'Mock scenario' });
  return (
    <div css={styles.bar} data-testid="dev-toolbar">
      <label css={styles.label}>
        {label}
        <select
          css={styles.select}
          value={current}
          onChange={(event) => {
            const here = window.location.pathname + window.location.search;
            window.location.assign(`/__mock/login?scenario=${encodeURIComponent(event.target.value)}&redirect=${encodeURIComponent(here)}`);
          }}
        >
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
  );
}

function getStyles(theme: Theme) {
  return {
    bar: css({
      position: 'fixed',
      insetBlockEnd: theme.spacing[2],
      insetInlineStart: theme.spacing[2],
      zIndex: theme.zIndex.tooltip,
      display: 'flex',
      gap: theme.spacing[3],
      alignItems: 'center',
      padding: theme.spacing[2],
      background: theme.colors.elevated,
      border: `1px dashed ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      fontSize: theme.typography.fontSize.xs,
      opacity: 0.9,
    }),
    label: css({ display: 'flex', gap: theme.spacing[2], alignItems: 'center', color: theme.colors.text }),
    select: css({ fontSize: theme.typography.fontSize.xs }),
    link: css({ color: theme.colors.primary }),
  };
}
