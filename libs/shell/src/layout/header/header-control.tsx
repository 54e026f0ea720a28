import type { ReactNode } from 'react';
import { css, type SerializedStyles, type Theme } from '@emotion/react';
import { controlStyles, Tooltip, VISUALLY_HIDDEN } from '@exchange/ui';
import { HeaderIcon, type HeaderIconName } from './header-icons';
import type { HeaderRowMedia } from './header-rules';

/** How the wide header's controls look for one row: the family's styles and the row's media queries. */
export interface ControlLook {
  /** A control of the family that always shows its label (Log in). */
  control: SerializedStyles;
  /** The family's filled primary action (Sign up). */
  primary: SerializedStyles;
  /** A control of the family with an icon: square, its label hidden, under the row's `icons` width. */
  iconControl: SerializedStyles;
  icon: SerializedStyles;
  label: SerializedStyles;
  media: HeaderRowMedia;
  iconSize: number;
}

/**
 * A control's face: its icon and its label. Under the row's `icons` width the label is hidden
 * from sight but stays the control's accessible name; above it the label shows and the icon does not.
 */
export function ControlFace({ icon, text, look }: { icon: HeaderIconName; text: string; look: ControlLook }): ReactNode {
  return (
    <>
      <HeaderIcon name={icon} size={look.iconSize} css={look.icon} />
      <span css={look.label}>{text}</span>
    </>
  );
}

/** Wraps a control in the tooltip that shows its label where only its icon shows. */
export function Tipped({ text, look, children }: { text: string; look: ControlLook; children: ReactNode }): ReactNode {
  return look.media.icons ? (
    <Tooltip label={text} media={look.media.icons}>
      {children}
    </Tooltip>
  ) : (
    children
  );
}

/**
 * The one family of header controls, from the theme's `control` tokens ({@link controlStyles}):
 * one height, radius, hover, focus ring and pressed state (a pressed toggle or an open menu's
 * button); square with only the icon under the row's `icons` width.
 */
export function controlLook(theme: Theme, media: HeaderRowMedia): ControlLook {
  const { control, primary } = controlStyles(theme);
  const iconOnly = media.icons;
  // Dark mode on: the moon is filled.
  const base = css(control, { '&[aria-pressed="true"] [data-icon="theme"]': { fill: 'currentColor' } });
  return {
    media,
    iconSize: theme.control.iconSize,
    control: base,
    primary,
    iconControl: css(base, iconOnly && { [iconOnly]: { inlineSize: theme.control.size, paddingInline: 0, '& [data-caret]': { display: 'none' } } }),
    icon: css({ display: 'none', flexShrink: 0, ...(iconOnly && { [iconOnly]: { display: 'block' } }) }),
    label: css(iconOnly ? { [iconOnly]: VISUALLY_HIDDEN } : {}),
  };
}
