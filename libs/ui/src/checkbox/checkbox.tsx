import { css, type Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useStyles } from '../use-styles/use-styles';

/** Props of {@link Checkbox}: a native checkbox input plus a visible label. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children'> {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Extra help text under the label (linked with aria-describedby). */
  description?: ReactNode;
  /** Called with the new checked state. */
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox built on the native input, so keyboard (Space), forms and screen readers work as
 * usual. Disabled (e.g. locked when a declaration is already signed) blocks changes.
 */
export function Checkbox({ label, description, onChange, id, className, ...input }: CheckboxProps) {
  const styles = useStyles(getStyles);
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  return (
    <div css={styles.root} className={className}>
      <input
        {...input}
        id={inputId}
        type="checkbox"
        css={styles.input}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <div css={styles.texts}>
        <label htmlFor={inputId} css={styles.label}>
          {label}
        </label>
        {description && (
          <div id={descriptionId} css={styles.description}>
            {description}
          </div>
        )}
      </div>
    </div>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography } = theme;
  return {
    root: css`
      display: flex;
      align-items: flex-start;
      gap: ${spacing[2]}px;
    `,
    input: css`
      appearance: none;
      flex-shrink: 0;
      inline-size: 18px;
      block-size: 18px;
      margin: 0;
      margin-block-start: 2px;
      border: 1.5px solid ${colors.mutedText};
      border-radius: ${radii.sm};
      background: ${colors.background};
      display: grid;
      place-content: center;
      cursor: pointer;
      &::before {
        content: '';
        inline-size: 10px;
        block-size: 10px;
        transform: scale(0);
        background: ${colors.onPrimary};
        clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
      }
      &:checked {
        background: ${colors.primary};
        border-color: ${colors.primary};
      }
      &:checked::before {
        transform: scale(1);
      }
      &:disabled {
        cursor: not-allowed;
        opacity: 0.55;
      }
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
        outline-offset: 2px;
      }
    `,
    texts: css`
      display: flex;
      flex-direction: column;
      gap: ${spacing[1]}px;
    `,
    label: css`
      color: ${colors.text};
      font-size: ${typography.fontSize.sm};
      line-height: ${typography.lineHeight.normal};
      cursor: pointer;
      input:disabled + div > & {
        cursor: not-allowed;
      }
    `,
    description: css`
      color: ${colors.mutedText};
      font-size: ${typography.fontSize.xs};
    `,
  };
}
