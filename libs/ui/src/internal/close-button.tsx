import { css, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../messages';
import { useStyles } from '../use-styles/use-styles';

/** The "×" icon button used by Dialog, Drawer, Bar and Toast; named "Close" for screen readers. */
export function CloseButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  return (
    <button type="button" css={styles.root} onClick={onClick} aria-label={label ?? intl.formatMessage(uiMessages.close)}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </svg>
    </button>
  );
}

function getStyles(theme: Theme) {
  return {
    root: css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      flex-shrink: 0;
      inline-size: 32px;
      block-size: 32px;
      padding: 0;
      border: 0;
      border-radius: ${theme.radii.sm};
      background: transparent;
      color: ${theme.colors.mutedText};
      cursor: pointer;
      &:hover {
        color: ${theme.colors.text};
        background: ${theme.colors.surface};
      }
      &:focus-visible {
        outline: 2px solid ${theme.colors.focusRing};
        outline-offset: 1px;
      }
      ${theme.mq.coarsePointer} {
        inline-size: ${theme.sizes.touchTarget}px;
        block-size: ${theme.sizes.touchTarget}px;
      }
    `,
  };
}
