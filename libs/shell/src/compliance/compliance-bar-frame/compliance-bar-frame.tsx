import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { Bar, Button, type ButtonVariant } from '@exchange/ui';

/** The one button of a compliance bar. */
export interface ComplianceBarAction {
  label: ReactNode;
  /** Where the button leads (then it is a link); without it, a button. */
  href?: string;
  onClick?: () => void;
  /** Default `primary`. */
  variant?: ButtonVariant;
}

/** Props of {@link ComplianceBarFrame}. */
export interface ComplianceBarFrameProps {
  /** Accessible name of the bar's region. */
  label: string;
  /** The bar's text. */
  children: ReactNode;
  /** The data attribute its text carries, by which the host's tests and analytics find it. */
  marker: { [name: `data-${string}`]: string };
  tone?: 'info' | 'warning';
  compact?: boolean;
  /** When given, the bar can be closed. */
  onClose?: () => void;
  action?: ComplianceBarAction | null;
  /** Extra styles of the text. */
  textCss?: SerializedStyles;
}

function ActionButton({ label, href, onClick, variant }: ComplianceBarAction): ReactNode {
  return href === undefined ? (
    <Button size="sm" variant={variant} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <Button size="sm" variant={variant} href={href} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * The frame every compliance bar shares (KYC, tips, site tip, remind): an inline notice bar with
 * its text, at most one small button and, when closable, a close button.
 */
export function ComplianceBarFrame({ label, children, marker, tone, compact, onClose, action, textCss }: ComplianceBarFrameProps): ReactNode {
  return (
    <Bar
      label={label}
      inline
      compact={compact}
      tone={tone}
      onClose={onClose}
      action={action ? <ActionButton {...action} /> : null}
    >
      <span css={textCss} {...marker}>
        {children}
      </span>
    </Bar>
  );
}
