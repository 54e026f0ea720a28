import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { splitLocalePrefix } from '@exchange/site-registry';
import { useOutsideDismiss, VISUALLY_HIDDEN, useStyles } from '@exchange/ui';
import { useSite } from '../../context/shell-context';
import { RegionalLink } from '../../regional/regional-link/regional-link';
import {
  isMenuItemActive,
  menuItemKey,
  sideMenuLayout,
  visibleMenuItems,
  type SideMenuItem,
  type SideMenuMode,
  type SideMenuVariant,
} from './side-menu-rules';
import { useViewportWidth } from '../../widgets/use-viewport-width';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  items: readonly SideMenuItem[];
  /** `wide`: 300/104 px, breakpoints 1439 and 992; `compact`: 288/96 px, 1248 and 768 (spec 2 §2). */
  variant?: SideMenuVariant;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Viewport width to lay out for (stories and tests); defaults to the window's. */
  viewportWidth?: number;
  /** Initial collapse choice (stories); by default the breakpoint decides. */
  defaultCollapsed?: boolean;
}

/**
 * The side navigation (spec 2 §2, §3): items with icon, label, tooltip, right icon and children;
 * a collapse toggle that remembers which items were expanded while collapsed; a dropdown bar
 * below the variant's small breakpoint. A `nav` landmark with `aria-expanded` on every toggle and
 * `aria-current="page"` on the current entry.
 */
export function SideMenu({ items, variant = 'wide', label, viewportWidth, defaultCollapsed }: SideMenuProps): ReactNode {
  const site = useSite();
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const windowWidth = useViewportWidth();
  const location = useLocation();
  const pathname = splitLocalePrefix(location.pathname, site).rest;
  const [userCollapsed, setUserCollapsed] = useState<boolean | undefined>(defaultCollapsed);
  const visible = visibleMenuItems(items);
  // Expanded groups are remembered while collapsed; the current item's group starts open.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(visible.flatMap((item, index) => (item.children?.length && isMenuItemActive(item, pathname) ? [menuItemKey(item, index)] : []))),
  );
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const listId = useId();
  const dropdownRef = useRef<HTMLElement>(null);
  const dropdownButtonRef = useRef<HTMLButtonElement>(null);
  // Like the header's menu on phones: Escape (focus back on the bar) and a tap outside close the list.
  useEffect(() => {
    if (!dropdownOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDropdownOpen(false);
      dropdownButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dropdownOpen]);
  useOutsideDismiss(dropdownRef, dropdownOpen, () => setDropdownOpen(false));
  const layout = sideMenuLayout(variant, viewportWidth ?? windowWidth, userCollapsed);

  const toggleGroup = (key: string) => {
    if (layout.mode === 'collapsed') {
      // A group's children only fit the expanded menu: open the menu and the group.
      setUserCollapsed(false);
      setExpanded((current) => new Set(current).add(key));
      return;
    }
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const list = (
    <MenuList
      id={listId}
      items={visible}
      mode={layout.mode}
      pathname={pathname}
      expanded={expanded}
      onToggleGroup={toggleGroup}
      onNavigate={() => setDropdownOpen(false)}
      styles={styles}
    />
  );

  if (layout.mode === 'dropdown') {
    const current = visible.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.route && isMenuItemActive(item, pathname));
    return (
      <nav ref={dropdownRef} aria-label={label} css={styles.dropdown} data-mode="dropdown" data-variant={variant}>
        <button ref={dropdownButtonRef} type="button" css={styles.dropdownButton} aria-expanded={dropdownOpen} aria-controls={listId} onClick={() => setDropdownOpen(!dropdownOpen)}>
          <span>{current?.label ?? label}</span>
          <span aria-hidden="true">{dropdownOpen ? '▴' : '▾'}</span>
        </button>
        {dropdownOpen && list}
      </nav>
    );
  }

  const collapsed = layout.mode === 'collapsed';
  return (
    <nav
      aria-label={label}
      css={[styles.side, userCollapsed !== undefined && styles.animated]}
      style={{ inlineSize: layout.widthPx }}
      data-mode={layout.mode}
      data-variant={variant}
    >
      <button
        type="button"
        css={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setUserCollapsed(!collapsed)}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        <span css={collapsed ? styles.visuallyHidden : undefined}>
          {collapsed
            ? intl.formatMessage({ id: 'shell.sideMenu.expand', defaultMessage: 'Expand menu' })
            : intl.formatMessage({ id: 'shell.sideMenu.collapse', defaultMessage: 'Collapse menu' })}
        </span>
      </button>
      {list}
    </nav>
  );
}

type Styles = ReturnType<typeof getStyles>;

function MenuList({
  id,
  items,
  mode,
  pathname,
  expanded,
  onToggleGroup,
  onNavigate,
  styles,
  depth = 0,
}: {
  id?: string;
  items: readonly SideMenuItem[];
  mode: SideMenuMode;
  pathname: string;
  expanded: ReadonlySet<string>;
  onToggleGroup: (key: string) => void;
  onNavigate: () => void;
  styles: Styles;
  depth?: number;
}): ReactNode {
  const collapsed = mode === 'collapsed';
  return (
    <ul id={id} css={styles.list}>
      {items.map((item, index) => {
        const key = menuItemKey(item, index);
        const active = isMenuItemActive(item, pathname);
        const tooltip = item.tooltip ?? (typeof item.label === 'string' ? item.label : undefined);
        const content = (
          <>
            {item.icon && (
              <span css={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
            )}
            <span css={collapsed ? styles.visuallyHidden : styles.label}>{item.label}</span>
            {!collapsed && item.rightIconDOM && <span css={styles.right}>{item.rightIconDOM}</span>}
          </>
        );
        if (item.children?.length) {
          const open = expanded.has(key) && !collapsed;
          const childId = `${id ?? 'side-menu'}-${depth}-${index}`;
          return (
            <li key={key}>
              <button
                type="button"
                css={[styles.entry, active && styles.active]}
                aria-expanded={open}
                aria-controls={open ? childId : undefined}
                title={collapsed ? tooltip : item.tooltip}
                onClick={() => onToggleGroup(key)}
              >
                {content}
                {!collapsed && (
                  <span css={styles.chevron} aria-hidden="true">
                    {open ? '▴' : '▾'}
                  </span>
                )}
              </button>
              {open && (
                <div css={styles.children}>
                  <MenuList
                    id={childId}
                    items={item.children}
                    mode={mode}
                    pathname={pathname}
                    expanded={expanded}
                    onToggleGroup={onToggleGroup}
                    onNavigate={onNavigate}
                    styles={styles}
                    depth={depth + 1}
                  />
                </div>
              )}
            </li>
          );
        }
        return (
          <li key={key} title={collapsed ? tooltip : item.tooltip}>
            {item.route ? (
              <RegionalLink to={item.route} css={[styles.entry, active && styles.active]} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                {content}
              </RegionalLink>
            ) : (
              <span css={styles.entry}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function getStyles(theme: Theme) {
  const entry = css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing[3],
    inlineSize: '100%',
    minBlockSize: 40,
    paddingInline: theme.spacing[3],
    paddingBlock: theme.spacing[2],
    border: 0,
    borderRadius: theme.radii.md,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surface },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  });
  return {
    side: css({
      flexShrink: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing[2],
      paddingBlock: theme.spacing[4],
      paddingInline: theme.spacing[3],
      borderInlineEnd: `1px solid ${theme.colors.border}`,
    }),
    // Only the user's toggle animates the width: at a breakpoint the menu takes its size at once,
    // as the page beside it does, rather than passing through widths the spec has no place for.
    animated: css({ transition: `inline-size ${theme.motion.durationMs.fast}ms ${theme.motion.easing}` }),
    dropdown: css({ position: 'relative', inlineSize: '100%', borderBlockEnd: `1px solid ${theme.colors.border}` }),
    dropdownButton: css(entry, { justifyContent: 'space-between', fontWeight: theme.typography.fontWeight.medium, minBlockSize: theme.sizes.touchTarget }),
    toggle: css(entry, { color: theme.colors.mutedText }),
    list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.spacing[1] }),
    entry,
    active: css({ background: theme.colors.surface, color: theme.colors.primary, fontWeight: theme.typography.fontWeight.semibold }),
    icon: css({ display: 'inline-flex', inlineSize: 24, justifyContent: 'center', flexShrink: 0 }),
    label: css({ flex: 1, minInlineSize: 0 }),
    right: css({ marginInlineStart: 'auto', display: 'inline-flex' }),
    chevron: css({ marginInlineStart: 'auto', color: theme.colors.mutedText }),
    children: css({ paddingInlineStart: theme.spacing[5] }),
    visuallyHidden: css(VISUALLY_HIDDEN),
  };
}
