/**
 * The value of a CSS property of `element` at a viewport `width`, from the document's style
 * sheets with their `min-width`/`max-width` media queries applied (jsdom applies none), for tests
 * of what a page sent before any script runs shows on a given screen. Later rules win, as the
 * single-class rules of the shell's styles do; the inline style wins over them.
 */
export function cssAtWidth(element: Element, property: string, width: number): string {
  let value = '';
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (mediaMatches(rule.media.mediaText, width)) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        value = rule.style.getPropertyValue(property) || value;
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return (element instanceof HTMLElement && element.style.getPropertyValue(property)) || value;
}

function mediaMatches(media: string, width: number): boolean {
  const conditions = [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
}
