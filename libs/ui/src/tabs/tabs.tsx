import { css, useTheme, type Theme } from '@emotion/react';
import { useStyles } from '../use-styles/use-styles';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable value passed to `onChange`. */
  id: string;
  label: ReactNode;
  disabled?: boolean;
  /** Content shown while this tab is selected; omit when the tabs only switch routes. */
  panel?: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Id of the selected tab. */
  value: string;
  /** Called with the id of the newly selected tab (click, arrows, Home, End). */
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * WAI-ARIA tabs with a roving tabindex: only the selected tab is in the Tab order; arrow keys
 * move and select (left/right follow reading direction in RTL), Home and End jump to the ends.
 * @internal A spec part no page mounts yet (docs/decisions.md, delivery): only its tests and stories render it.
 */
export function Tabs({ items, value, onChange, label }: TabsProps) {
  const theme = useTheme();
  const styles = useStyles(getStyles);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const selected = items.find((item) => item.id === value);
  // If the value matches no enabled tab, the first enabled tab stays reachable by Tab.
  const focusableId = selected && !selected.disabled ? selected.id : enabled[0]?.id;

  const select = (id: string) => {
    onChange(id);
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, currentId: string) => {
    const index = enabled.findIndex((item) => item.id === currentId);
    if (index < 0 || enabled.length === 0) return;
    const forward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = theme.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (index + 1) % enabled.length;
    else if (event.key === backward) next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    select(enabled[next].id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div>
      <div role="tablist" aria-label={label} css={styles.list}>
        {items.map((item) => {
          const isSelected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={item.panel !== undefined ? panelId(item.id) : undefined}
              tabIndex={item.id === focusableId ? 0 : -1}
              disabled={item.disabled}
              css={[styles.tab, isSelected && styles.selected]}
              onClick={() => onChange(item.id)}
              onKeyDown={(event) => onKeyDown(event, item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected?.panel !== undefined && (
        <div role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} tabIndex={0} css={styles.panel}>
          {selected.panel}
        </div>
      )}
    </div>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography, motion } = theme;
  return {
    list: css`
      display: flex;
      gap: ${spacing[5]}px;
      overflow-x: auto;
      border-block-end: 1px solid ${colors.border};
    `,
    tab: css`
      position: relative;
      padding-block: ${spacing[3]}px;
      padding-inline: 0;
      border: 0;
      background: transparent;
      color: ${colors.mutedText};
      font-family: inherit;
      font-size: ${typography.fontSize.md};
      font-weight: ${typography.fontWeight.medium};
      white-space: nowrap;
      cursor: pointer;
      transition: color ${motion.durationMs.fast}ms ${motion.easing};
      &:hover {
        color: ${colors.text};
      }
      &:disabled {
        cursor: not-allowed;
        opacity: 0.55;
      }
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
        outline-offset: -2px;
      }
      &::after {
        content: '';
        position: absolute;
        inset-inline: 0;
        inset-block-end: -1px;
        block-size: 2px;
        background: transparent;
      }
    `,
    selected: css`
      color: ${colors.text};
      font-weight: ${typography.fontWeight.semibold};
      &::after {
        background: ${colors.primary};
      }
    `,
    panel: css`
      padding-block: ${spacing[4]}px;
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
      }
    `,
  };
}
