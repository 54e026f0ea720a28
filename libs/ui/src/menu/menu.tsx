import { css, type Interpolation, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOutsideDismiss } from '../internal/use-outside-dismiss';
import { useStyles } from '../use-styles/use-styles';

/** One entry of a menu. */
export interface MenuItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
  /**
   * Set on a menu of choices (one of them current, e.g. a chart resolution): the item is then a
   * `menuitemradio` whose `aria-checked` says whether it is the current one, ticked on screen.
   */
  checked?: boolean;
}

/** Props of {@link Menu}: the popup list on its own (for context menus). */
export interface MenuProps {
  open: boolean;
  items: readonly MenuItem[];
  /** Called with the chosen item's id; the menu then asks to close. */
  onSelect: (id: string) => void;
  /** Asked to close: Escape, Tab, a click outside, or after a choice. */
  onClose: () => void;
  /** Accessible name when there is no menu button (context menus). */
  label?: string;
  /** Id of the element that names the menu (the menu button). */
  labelledBy?: string;
  /** Viewport point (clientX/clientY) for a context menu; omitted, the menu drops below its anchor. */
  anchorPoint?: { x: number; y: number };
  /** Which item gets focus on open. */
  initialFocus?: 'first' | 'last';
  id?: string;
}

/**
 * A WAI-ARIA menu: arrow keys move between items (wrapping), Home/End jump, Enter/Space or click
 * choose, Escape closes.
 */
export function Menu({
  open,
  items,
  onSelect,
  onClose,
  label,
  labelledBy,
  anchorPoint,
  initialFocus = 'first',
  id,
}: MenuProps) {
  const styles = useStyles(getStyles);
  const listRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const menuItems = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (initialFocus === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open, initialFocus]);
  useOutsideDismiss(listRef, open, () => onCloseRef.current());

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return onClose();
      case 'Tab':
        return onClose();
      default:
        return undefined;
    }
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    onSelect(item.id);
    onClose();
  };

  return (
    <div
      ref={listRef}
      id={id}
      role="menu"
      aria-label={label}
      aria-labelledby={labelledBy}
      css={[styles.menu, anchorPoint ? styles.atPoint : styles.dropdown]}
      // A context menu opens where the pointer is: clientX/Y are physical, so left/top are right here.
      style={anchorPoint ? { left: anchorPoint.x, top: anchorPoint.y } : undefined}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
          aria-checked={item.checked}
          tabIndex={-1}
          aria-disabled={item.disabled || undefined}
          css={[styles.item, item.checked !== undefined && styles.checkable]}
          onClick={() => choose(item)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              choose(item);
            }
          }}
        >
          {item.label}
        </div>
      ))}
    </div>
  );
}

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** Visible text of the button; also names the menu. */
  label: ReactNode;
  items: readonly MenuItem[];
  onSelect: (id: string) => void;
  /** Styles added after the button's own (the header's control family); its caret is `[data-caret]`. */
  buttonCss?: Interpolation<Theme>;
}

/** A button that opens a {@link Menu} below it (ArrowDown/Enter/Space open it, ArrowUp opens at the end). */
export function MenuButton({ label, items, onSelect, buttonCss }: MenuButtonProps) {
  const styles = useStyles(getStyles);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div css={styles.anchor}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        css={[styles.button, buttonCss]}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen('first');
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen('last');
          }
        }}
      >
        {label}
        <span aria-hidden="true" data-caret="" css={styles.caret}>
          ▾
        </span>
      </button>
      <Menu
        id={menuId}
        open={open !== false}
        initialFocus={open || 'first'}
        items={items}
        labelledBy={buttonId}
        onSelect={onSelect}
        onClose={close}
      />
    </div>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography, zIndex } = theme;
  return {
    anchor: css`
      position: relative;
      display: inline-block;
    `,
    button: css`
      display: inline-flex;
      align-items: center;
      gap: ${spacing[1]}px;
      min-block-size: 36px;
      padding-inline: ${spacing[3]}px;
      border: 1px solid ${colors.border};
      border-radius: ${radii.md};
      background: ${colors.surface};
      color: ${colors.text};
      font-family: inherit;
      font-size: ${typography.fontSize.sm};
      cursor: pointer;
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
        outline-offset: 2px;
      }
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
      }
    `,
    /* A tick before the current choice; every choice keeps the tick's room so the labels align. */
    checkable: css`
      &::before {
        content: '';
        display: inline-block;
        inline-size: 1.25em;
      }
      &[aria-checked='true']::before {
        content: '✓';
      }
    `,
    caret: css`
      font-size: ${typography.fontSize.xs};
    `,
    /* A long list (a chart's resolutions) scrolls inside the menu instead of running off the page. */
    menu: css`
      z-index: ${zIndex.tooltip};
      min-inline-size: 160px;
      max-block-size: 60vh;
      overflow-y: auto;
      padding-block: ${spacing[1]}px;
      border: 1px solid ${colors.border};
      border-radius: ${radii.md};
      background: ${colors.elevated};
      color: ${colors.text};
      box-shadow: ${theme.shadows.overlay};
    `,
    dropdown: css`
      position: absolute;
      inset-block-start: calc(100% + ${spacing[1]}px);
      inset-inline-start: 0;
    `,
    atPoint: css`
      position: fixed;
    `,
    item: css`
      padding-block: ${spacing[2]}px;
      padding-inline: ${spacing[3]}px;
      font-size: ${typography.fontSize.sm};
      cursor: pointer;
      &:hover,
      &:focus {
        background: ${colors.surface};
        outline: none;
      }
      &:focus-visible {
        box-shadow: inset 0 0 0 2px ${colors.focusRing};
      }
      &[aria-disabled='true'] {
        color: ${colors.mutedText};
        cursor: not-allowed;
      }
      &[aria-checked='true'] {
        color: ${theme.control.pressedText};
      }
      ${theme.mq.coarsePointer} {
        display: flex;
        align-items: center;
        min-block-size: ${theme.sizes.touchTarget}px;
      }
    `,
  };
}
