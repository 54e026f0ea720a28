/** Symbols matching a query: case-insensitive, "/" or "-" read as "_", prefix matches first. */
export function filterSymbols(symbols: readonly string[], query: string, limit = 20): string[] {
  const q = query.trim().toUpperCase().replace(/[/-]/g, '_');
  if (!q) return [];
  const prefix = symbols.filter((s) => s.toUpperCase().startsWith(q));
  const inner = symbols.filter((s) => !s.toUpperCase().startsWith(q) && s.toUpperCase().includes(q));
  return [...prefix, ...inner].slice(0, limit);
}
