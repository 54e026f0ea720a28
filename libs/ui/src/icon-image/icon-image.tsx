import { css, type Theme } from '@emotion/react';
import { useState, type ImgHTMLAttributes } from 'react';
import { useStyles } from '../use-styles/use-styles';

/** Props of {@link IconImage}. */
export interface IconImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string;
  /** Shown instead of `src` when it fails to load (e.g. the default coin icon). */
  fallbackSrc: string;
  /** Empty string for decorative icons next to a visible name. */
  alt: string;
  width: number;
  height?: number;
}

/**
 * An `<img>` that swaps to `fallbackSrc` once if `src` fails to load (and does not loop if the
 * fallback fails too). A new `src` gets a fresh try.
 */
export function IconImage({ src, fallbackSrc, alt, width, height = width, onError, ...img }: IconImageProps) {
  const styles = useStyles(getStyles);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallbackSrc : src;
  return (
    <img
      {...img}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={img.loading ?? 'lazy'}
      decoding="async"
      css={styles.root}
      onError={(event) => {
        if (current === src && src !== fallbackSrc) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

function getStyles(theme: Theme) {
  return {
    root: css`
      display: inline-block;
      flex-shrink: 0;
      object-fit: contain;
      border-radius: ${theme.radii.pill};
      vertical-align: middle;
    `,
  };
}
