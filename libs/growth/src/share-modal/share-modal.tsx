import { css, useTheme, type Theme } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, useStyles } from '@exchange/ui';
import { useGrowthServices } from '../use-growth-services';
import { createPosterDataUrl } from './poster';
import {
  allowedShareTargets,
  buildShareUrl,
  isShareWayAllowed,
  SHARE_TARGET_LABELS,
  shareTargetHref,
  type ShareTarget,
} from './share-targets';

/** Props of {@link ShareModal} (§3 "Share modal props", plus open/close). */
export interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  /** Sub-site id (§9), reported with the share analytics. */
  subWebsiteId?: number;
  /** Text sent with the link to a network. */
  shareContent?: string;
  /** Where the share started (analytics). */
  source?: string;
  /** The page to share (absolute URL). */
  url: string;
  /** Text drawn on the poster. */
  posterContent?: string;
  /** Dialog and poster title. */
  title?: string;
  /** Picture at the top of the poster. */
  imgSrc?: string;
  /** Ways not offered: network ids (`twitter`/`x`, `telegram`, ...), `copy`, `poster`. */
  forbiddenWays?: string[];
  /** The sharer's invite code, added to the link as `ref_uid` when logged in. */
  refCode?: string;
  isLogin?: boolean;
  /** Runs when the native image share is not available (old app or web); default downloads the poster. */
  onImageShareFallback?: (posterDataUrl: string) => void;
}

/** Analytics events of the share modal (names are ours; the spec lists no share events). */
const SHARE_EVENTS = { copy: 'share_copy_link', target: 'share_target_click', image: 'share_image' } as const;

function downloadPoster(dataUrl: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = 'poster.png';
  link.click();
}

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection-based copy
  }
  try {
    input?.select();
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  }
}

/**
 * The share modal: copy the link, open a network's share screen (minus the forbidden ways), and a
 * poster made in the browser, shared natively when the app version allows it (§5 image share gate).
 */
export function ShareModal(props: ShareModalProps) {
  const { open, onClose, subWebsiteId, shareContent = '', source, url, posterContent, title, imgSrc, forbiddenWays = [], refCode, isLogin } = props;
  const theme = useTheme();
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const { track, isInApp, runWithVersionGate, shareImageNative } = useGrowthServices();
  const linkId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [poster, setPoster] = useState<{ status: 'pending' | 'ready' | 'fallback'; dataUrl?: string }>({ status: 'pending' });

  const shareUrl = useMemo(() => buildShareUrl(url, { refCode, isLogin }), [url, refCode, isLogin]);
  const targets = allowedShareTargets(forbiddenWays);
  const canCopy = isShareWayAllowed('copy', forbiddenWays);
  const canPoster = isShareWayAllowed('poster', forbiddenWays);
  const refCodeLabel = intl.formatMessage({ id: 'growth.share.invite_code', defaultMessage: 'Invite code:' });
  const analytics = { source, subWebsiteId };

  useEffect(() => {
    if (!open || !canPoster) return;
    let cancelled = false;
    setPoster({ status: 'pending' });
    createPosterDataUrl({
      title,
      content: posterContent ?? shareContent,
      refCode: isLogin ? refCode : undefined,
      refCodeLabel,
      url: shareUrl,
      imgSrc,
      colors: theme.colors,
      fontFamily: theme.typography.fontFamily.base,
    }).then((dataUrl) => {
      if (!cancelled) setPoster(dataUrl ? { status: 'ready', dataUrl } : { status: 'fallback' });
    });
    return () => {
      cancelled = true;
    };
  }, [open, canPoster, title, posterContent, shareContent, isLogin, refCode, refCodeLabel, shareUrl, imgSrc, theme]);

  useEffect(() => {
    if (!open) setCopied('idle');
  }, [open]);

  const onCopy = async () => {
    const ok = await copyText(shareUrl, inputRef.current);
    setCopied(ok ? 'copied' : 'failed');
    track(SHARE_EVENTS.copy, analytics);
  };

  const onShareImage = () => {
    const dataUrl = poster.dataUrl;
    if (!dataUrl) return;
    const fallback = () => (props.onImageShareFallback ?? downloadPoster)(dataUrl);
    track(SHARE_EVENTS.image, analytics);
    if (isInApp && shareImageNative) runWithVersionGate('imageShare', () => shareImageNative(dataUrl), fallback);
    else fallback();
  };

  const onTarget = (target: ShareTarget) => track(SHARE_EVENTS.target, { ...analytics, target });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnOverlayClick
      width={520}
      title={title ?? intl.formatMessage({ id: 'growth.share.title', defaultMessage: 'Share' })}
    >
      <div css={styles.body}>
        {canPoster && (
          <figure css={styles.poster} aria-busy={poster.status === 'pending'}>
            {poster.status === 'ready' ? (
              <img css={styles.posterImage} src={poster.dataUrl} alt={intl.formatMessage({ id: 'growth.share.poster_alt', defaultMessage: 'Share poster' })} />
            ) : (
              <div css={styles.posterText} data-testid="poster-fallback">
                {title && <strong>{title}</strong>}
                {(posterContent ?? shareContent) && <span>{posterContent ?? shareContent}</span>}
                {isLogin && refCode && (
                  <span css={styles.code}>
                    {refCodeLabel} {refCode}
                  </span>
                )}
              </div>
            )}
          </figure>
        )}
        {canCopy && (
          <div css={styles.copyRow}>
            <label htmlFor={linkId} css={styles.label}>
              <FormattedMessage id="growth.share.link_label" defaultMessage="Share link" />
            </label>
            <input id={linkId} ref={inputRef} css={styles.input} readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
            <Button variant="secondary" onClick={onCopy}>
              <FormattedMessage id="growth.share.copy" defaultMessage="Copy link" />
            </Button>
            <span role="status" css={styles.status}>
              {copied === 'copied' && <FormattedMessage id="growth.share.copied" defaultMessage="Link copied" />}
              {copied === 'failed' && <FormattedMessage id="growth.share.copy_failed" defaultMessage="Copy failed, please copy the link by hand" />}
            </span>
          </div>
        )}
        {targets.length > 0 && (
          <ul css={styles.targets} aria-label={intl.formatMessage({ id: 'growth.share.targets', defaultMessage: 'Share to' })}>
            {targets.map((target) => (
              <li key={target}>
                <a
                  css={styles.target}
                  href={shareTargetHref(target, shareUrl, shareContent)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => onTarget(target)}
                >
                  {SHARE_TARGET_LABELS[target]}
                </a>
              </li>
            ))}
          </ul>
        )}
        {canPoster && poster.status === 'ready' && (
          <Button block onClick={onShareImage}>
            <FormattedMessage id="growth.share.image" defaultMessage="Share image" />
          </Button>
        )}
      </div>
    </Dialog>
  );
}

function getStyles(theme: Theme) {
  return {
    body: css({ display: 'flex', flexDirection: 'column', gap: theme.spacing[4] }),
    poster: css({ margin: 0, display: 'flex', justifyContent: 'center' }),
    posterImage: css({ maxBlockSize: 320, maxInlineSize: '100%', borderRadius: theme.radii.md, border: `1px solid ${theme.colors.border}` }),
    posterText: css({
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing[2],
      inlineSize: '100%',
      padding: theme.spacing[5],
      borderRadius: theme.radii.md,
      background: theme.colors.surface,
      color: theme.colors.text,
    }),
    code: css({ color: theme.colors.primary, fontWeight: theme.typography.fontWeight.semibold }),
    copyRow: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing[2] }),
    label: css({ inlineSize: '100%', color: theme.colors.mutedText, fontSize: theme.typography.fontSize.sm }),
    input: css({
      flex: '1 1 200px',
      minInlineSize: 0,
      paddingBlock: theme.spacing[2],
      paddingInline: theme.spacing[3],
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.sm,
      background: theme.colors.background,
      color: theme.colors.text,
      fontSize: theme.typography.fontSize.sm,
    }),
    status: css({ inlineSize: '100%', color: theme.colors.success, fontSize: theme.typography.fontSize.sm }),
    targets: css({ listStyle: 'none', margin: 0, paddingInlineStart: 0, display: 'flex', flexWrap: 'wrap', gap: theme.spacing[2] }),
    target: css({
      display: 'inline-block',
      paddingBlock: theme.spacing[2],
      paddingInline: theme.spacing[3],
      borderRadius: theme.radii.pill,
      background: theme.colors.surface,
      color: theme.colors.text,
      textDecoration: 'none',
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    }),
  };
}
