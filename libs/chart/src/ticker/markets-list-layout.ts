/** Row height in px of the markets list: the list reserves rows × this before data comes (no layout shift). */
export const MARKETS_LIST_ROW_PX = 44;
