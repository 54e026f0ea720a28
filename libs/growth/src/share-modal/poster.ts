/** What the poster shows. */
export interface PosterInput {
  title?: string;
  content?: string;
  refCode?: string;
  /** Label before the invite code, already translated. */
  refCodeLabel?: string;
  url: string;
  /** Optional picture drawn at the top; a failed load is skipped. */
  imgSrc?: string;
  colors: { background: string; text: string; mutedText: string; primary: string };
  fontFamily: string;
}

/** Poster size in CSS pixels (portrait, fits a phone story). */
export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 900;
/** Pixel density of the exported image. */
export const POSTER_SCALE = 2;

function loadImage(src: string): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    if (typeof Image === 'undefined') return resolve(undefined);
    const img = new Image();
    // Without CORS the canvas would be tainted and toDataURL would throw.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(undefined);
    img.src = src;
  });
}

function wrapLines(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n/)) {
    let line = '';
    // Split on spaces, and between CJK characters which carry no spaces.
    for (const word of paragraph.split(/(\s+|(?=[\u3000-\u9fff]))/).filter((w) => w && !/^\s+$/.test(w))) {
      const candidate = line ? `${line}${/^[\u3000-\u9fff]/.test(word) ? '' : ' '}${word}` : word;
      if (ctx.measureText(candidate).width > maxWidth && line) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Draws the share poster in the browser and returns it as a PNG data URL, or `undefined` when the
 * browser has no canvas (or refuses to export it): the modal then shows the text poster instead.
 */
export async function createPosterDataUrl(input: PosterInput, doc: Document | undefined = globalThis.document): Promise<string | undefined> {
  try {
    if (!doc) return undefined;
    const canvas = doc.createElement('canvas');
    const ctx = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
    if (!ctx) return undefined;
    // Drawn at twice the size so the shared image stays sharp on high-density screens.
    canvas.width = POSTER_WIDTH * POSTER_SCALE;
    canvas.height = POSTER_HEIGHT * POSTER_SCALE;
    ctx.scale?.(POSTER_SCALE, POSTER_SCALE);
    const pad = 48;
    const inner = POSTER_WIDTH - pad * 2;
    ctx.fillStyle = input.colors.background;
    ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
    ctx.fillStyle = input.colors.primary;
    ctx.fillRect(0, 0, POSTER_WIDTH, 12);
    ctx.textBaseline = 'top';
    // A canvas does not wait for web fonts: draw only once the poster's faces are loaded, or the
    // first poster of a visit comes out in a fallback font.
    await Promise.all(['400 24px', '600 36px'].map((face) => doc.fonts?.load(`${face} ${input.fontFamily}`).catch(() => undefined)));

    let y = pad;
    const image = input.imgSrc ? await loadImage(input.imgSrc) : undefined;
    if (image && image.width > 0) {
      const h = Math.min(320, (image.height / image.width) * inner);
      ctx.drawImage(image, pad, y, inner, h);
      y += h + 32;
    }
    if (input.title) {
      ctx.fillStyle = input.colors.text;
      ctx.font = `600 36px ${input.fontFamily}`;
      for (const line of wrapLines(ctx, input.title, inner)) {
        ctx.fillText(line, pad, y);
        y += 46;
      }
      y += 16;
    }
    if (input.content) {
      ctx.fillStyle = input.colors.mutedText;
      ctx.font = `400 24px ${input.fontFamily}`;
      for (const line of wrapLines(ctx, input.content, inner).slice(0, 10)) {
        ctx.fillText(line, pad, y);
        y += 34;
      }
    }
    const footerY = POSTER_HEIGHT - pad - 96;
    if (input.refCode) {
      ctx.fillStyle = input.colors.primary;
      ctx.font = `600 28px ${input.fontFamily}`;
      ctx.fillText(`${input.refCodeLabel ?? ''} ${input.refCode}`.trim(), pad, footerY);
    }
    ctx.fillStyle = input.colors.mutedText;
    ctx.font = `400 20px ${input.fontFamily}`;
    wrapLines(ctx, input.url, inner)
      .slice(0, 2)
      .forEach((line, i) => ctx.fillText(line, pad, footerY + 48 + i * 26));
    const dataUrl = canvas.toDataURL('image/png');
    return dataUrl.startsWith('data:image/png') ? dataUrl : undefined;
  } catch {
    return undefined;
  }
}
