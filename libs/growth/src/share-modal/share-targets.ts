/** Social networks the share modal offers (the spec says only "share ways"; list decided in growth-decisions.md). */
const SHARE_TARGETS = ['twitter', 'telegram', 'facebook', 'whatsapp', 'linkedin', 'reddit', 'line'] as const;
/** One social network. */
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** Display names of the networks (brand names are not translated). */
export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = {
  twitter: 'X (Twitter)',
  telegram: 'Telegram',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  line: 'LINE',
};

/** Networks left after removing the forbidden ways, in display order. */
export function allowedShareTargets(forbiddenWays: readonly string[] = []): ShareTarget[] {
  const forbidden = new Set(forbiddenWays.map((w) => w.toLowerCase()));
  // "x" is the network's current name; forbidding either name removes it.
  if (forbidden.has('x')) forbidden.add('twitter');
  return SHARE_TARGETS.filter((t) => !forbidden.has(t));
}

/** Whether a non-network way (copy, poster) is allowed. */
export function isShareWayAllowed(way: 'copy' | 'poster', forbiddenWays: readonly string[] = []): boolean {
  return !forbiddenWays.some((w) => w.toLowerCase() === way);
}

/**
 * The link people receive: the page url with the sharer's invite code as `ref_uid` when they are
 * logged in and have one (so /signup can attribute the visit). Invalid urls are returned as-is.
 */
export function buildShareUrl(url: string, options: { refCode?: string; isLogin?: boolean } = {}): string {
  if (!options.isLogin || !options.refCode) return url;
  try {
    const parsed = new URL(url);
    if (!parsed.searchParams.has('ref_uid')) parsed.searchParams.set('ref_uid', options.refCode);
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The intent url that opens a network's share screen with `text` and `url`. */
export function shareTargetHref(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'twitter':
      return `https://x.com/intent/tweet?text=${t}&url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(text ? `${text} ${url}` : url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}`;
  }
}
