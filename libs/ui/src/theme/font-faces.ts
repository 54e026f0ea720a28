/** One face of a family: its file's URL, its weight and the characters it carries (a CSS unicode-range). */
export interface FaceFile {
  url: string;
  weight: number;
  unicodeRange: string;
}

/** Whether the page has the Font Loading API (jsdom and old browsers do not: text stays in the system's fonts). */
export function hasFontLoading(): boolean {
  return typeof document !== 'undefined' && Boolean(document.fonts) && typeof FontFace === 'function';
}

/** The code point ranges of a CSS unicode-range value (`U+0460-052F,U+20B4`). */
export function codePointRanges(unicodeRange: string): Array<readonly [number, number]> {
  return unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
}

/**
 * Makes `family`'s faces, loads the ones `eager` picks off the page, then adds every face to
 * `fonts` in one go. Issue 27: @font-face rules put in the page re-resolve every text run's font
 * when their stylesheet arrives and again as each face does, each a relayout of the whole page
 * after its first paint; faces loaded off the page and added together cost one. The faces not
 * loaded yet load when text needing them appears, as @font-face rules would. Resolves to whether
 * every face it loaded is in; never rejects.
 */
export function addFacesTogether(
  fonts: FontFaceSet,
  family: string,
  files: readonly FaceFile[],
  eager: (file: FaceFile) => boolean,
): Promise<boolean> {
  const make = (file: FaceFile): FontFace =>
    new FontFace(family, `url(${file.url}) format('woff2')`, {
      weight: String(file.weight),
      style: 'normal',
      display: 'swap',
      unicodeRange: file.unicodeRange,
    });
  const first = files.filter(eager).map(make);
  const loads = first.map((face) => face.load().then(() => true, () => false));
  return Promise.all(loads).then((loaded) => {
    // The others are made only now, in the task that adds them: making a face costs about as much
    // as adding it, and the first task stays short (issue 27).
    const faces = [...first, ...files.filter((file) => !eager(file)).map(make)];
    for (const face of faces) fonts.add(face);
    return loaded.every(Boolean);
  });
}
