import { useEffect, type RefObject } from 'react';

/**
 * Marks an element that stays live above every modal (the toast viewport): never made inert, so
 * a toast raised while a dialog is open is seen, announced and can be closed.
 */
export const ABOVE_MODALS_ATTRIBUTE = 'data-above-modals';

/** The open modals' roots, innermost last; only the innermost is live. */
const open: HTMLElement[] = [];
/** Elements this module made inert (never one that was inert already). */
const madeInert = new Set<Element>();
/** The root's and body's inline styles before the page was locked; undefined while unlocked. */
let saved: { overflow: string; gutter: string; padding: string } | undefined;

/**
 * True when the page shows a classic scrollbar that takes room: hiding it would widen the page and
 * shift everything by its width. Overlay scrollbars (phones, macOS by default) take none.
 */
function hasScrollbarGutter(): boolean {
  return window.innerWidth - document.documentElement.clientWidth > 0;
}

function lockScroll(): void {
  const root = document.documentElement;
  const body = document.body;
  saved = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter'), padding: body.style.paddingInlineEnd };
  if (hasScrollbarGutter()) {
    // Keep the scrollbar's room while it is hidden, so nothing moves; where the property is
    // unknown, the body makes up the width itself.
    if (globalThis.CSS?.supports?.('scrollbar-gutter', 'stable')) root.style.setProperty('scrollbar-gutter', 'stable');
    else body.style.paddingInlineEnd = `${window.innerWidth - root.clientWidth}px`;
  }
  root.style.overflow = 'hidden';
}

function unlockScroll(): void {
  if (!saved) return;
  const root = document.documentElement;
  root.style.overflow = saved.overflow;
  if (saved.gutter) root.style.setProperty('scrollbar-gutter', saved.gutter);
  else root.style.removeProperty('scrollbar-gutter');
  document.body.style.paddingInlineEnd = saved.padding;
  saved = undefined;
}

/**
 * Makes everything inert but the innermost modal, the elements it sits in, and the elements above
 * modals: every sibling of the modal and of each of its ancestors up to `<body>`.
 */
function applyInert(): void {
  const live = open[open.length - 1];
  const wanted = new Set<Element>();
  for (let node: HTMLElement | null = live ?? null; node && node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && !sibling.hasAttribute(ABOVE_MODALS_ATTRIBUTE)) wanted.add(sibling);
    }
  }
  for (const element of madeInert) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    madeInert.delete(element);
  }
  for (const element of wanted) {
    if (element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
}

/** Locks the page for a modal that has opened; returns its release. */
function lockForModal(modal: HTMLElement): () => void {
  if (open.length === 0) lockScroll();
  open.push(modal);
  applyInert();
  return () => {
    const index = open.indexOf(modal);
    if (index < 0) return;
    open.splice(index, 1);
    applyInert();
    if (open.length === 0) unlockScroll();
  };
}

/**
 * While `active`: the page behind the modal whose root is `ref` does not scroll (and does not
 * shift when its scrollbar goes), and everything outside the modal is inert, except the elements
 * above modals ({@link ABOVE_MODALS_ATTRIBUTE}). Stacked modals nest: the innermost is live.
 */
export function useModalLock(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const modal = ref.current;
    if (!active || !modal) return undefined;
    return lockForModal(modal);
  }, [ref, active]);
}
