import type { ReactNode } from 'react';

/** The header's icons: what a control shows when its label does not fit. */
export type HeaderIconName = 'globe' | 'currency' | 'bell' | 'theme' | 'download' | 'user';

// 24-unit outline paths, stroked by the <svg> that uses them (currentColor, so they follow the theme).
const PATHS: Record<HeaderIconName, string> = {
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9',
  currency: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6.5V8M12 16v1.5',
  bell: 'M18 16v-5a6 6 0 0 0-12 0v5l-2 2h16zM10 21h4',
  theme: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  download: 'M12 4v12M7 11l5 5 5-5M5 20h14',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8M4 21a8 8 0 0 1 16 0',
};

const prefix = 'header-icon-';

/**
 * The header's icons as one inline SVG sprite, drawn once at the top of the header: each icon
 * is then a `<use>` of its symbol, so the paths are in the document once, with no request.
 */
export function HeaderIconSprite(): ReactNode {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
      {Object.entries(PATHS).map(([name, d]) => (
        <symbol key={name} id={prefix + name} viewBox="0 0 24 24">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of the sprite; decorative: the control's label (hidden or not) names it. */
export function HeaderIcon({ name, size, className }: { name: HeaderIconName; size: number; className?: string }): ReactNode {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#${prefix}${name}`} />
    </svg>
  );
}
