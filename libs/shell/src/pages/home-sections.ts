import { createContext, type ReactNode } from 'react';

/**
 * Sections an app adds below the home page's entries (e.g. the chart lib's live markets list).
 * Apart from the home page, whose code is a chunk of its own, so the app shell can provide it.
 */
export const HomeSectionsContext = createContext<ReactNode>(null);
