import { css, type Theme } from '@emotion/react';
import { fieldStyles, useStyles, useTheme } from '@exchange/ui';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { SYMBOL_SEARCH_DELAY_MS } from '../constants';
import { createDebouncer } from '../storage-adapter';
import { filterSymbols } from './symbol-search-rule';

/** Props of {@link SymbolSearch}. */
export interface SymbolSearchProps {
  symbols: readonly string[];
  onSelect: (symbol: string) => void;
}

/**
 * Symbol search: a combobox whose results listbox appears {@link SYMBOL_SEARCH_DELAY_MS} (1000 ms)
 * after typing stops. Arrow keys move through the results (focus stays in the field, the active
 * one named by `aria-activedescendant`), Enter chooses, Escape closes the list and then clears.
 */
export function SymbolSearch({ symbols, onSelect }: SymbolSearchProps) {
  const intl = useIntl();
  const theme = useTheme();
  const styles = useStyles(getStyles);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const debouncer = useMemo(() => createDebouncer(SYMBOL_SEARCH_DELAY_MS), []);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const open = results.length > 0;
  const close = () => {
    debouncer.cancel();
    setResults([]);
    setActive(-1);
  };
  const choose = (symbol: string) => {
    close();
    setQuery('');
    onSelect(symbol);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      setActive((to + results.length) % results.length);
    };
    if (event.key === 'ArrowDown' && open) move(active + 1);
    else if (event.key === 'ArrowUp' && open) move(active < 0 ? -1 : active - 1);
    else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && (open || query !== '')) {
      event.preventDefault();
      event.stopPropagation();
      if (open) close();
      else setQuery('');
    }
  };

  const label = intl.formatMessage({ id: 'chart.symbolSearch.label', defaultMessage: 'Search symbol' });
  return (
    <div css={styles.root}>
      <input
        type="text"
        role="combobox"
        aria-label={label}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        css={[fieldStyles(theme), styles.input]}
        value={query}
        onKeyDown={onKeyDown}
        onBlur={close}
        onChange={(event) => {
          const next = event.target.value;
          setQuery(next);
          setActive(-1);
          debouncer.call(() => setResults(filterSymbols(symbols, next)));
        }}
      />
      {open && (
        <ul id={listId} role="listbox" css={styles.list} aria-label={intl.formatMessage({ id: 'chart.symbolSearch.results', defaultMessage: 'Symbols' })}>
          {results.map((symbol, index) => (
            <li
              key={symbol}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              css={styles.option}
              // Keeps the focus in the field: its blur would close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(symbol)}
            >
              {symbol.replace('_', '/')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography, zIndex } = theme;
  return {
    root: css`
      position: relative;
      min-inline-size: 0;
    `,
    input: css`
      inline-size: 160px;
      max-inline-size: 100%;
      font-size: ${typography.fontSize.sm};
    `,
    list: css`
      position: absolute;
      inset-inline-start: 0;
      inset-block-start: calc(100% + ${spacing[1]}px);
      z-index: ${zIndex.tooltip};
      margin: 0;
      padding-block: ${spacing[1]}px;
      padding-inline: 0;
      list-style: none;
      min-inline-size: 160px;
      max-block-size: 280px;
      overflow-y: auto;
      background: ${colors.elevated};
      color: ${colors.text};
      border: 1px solid ${colors.border};
      border-radius: ${radii.md};
      box-shadow: ${theme.shadows.overlay};
    `,
    option: css`
      padding-block: ${spacing[2]}px;
      padding-inline: ${spacing[3]}px;
      cursor: pointer;
      &:hover,
      &[aria-selected='true'] {
        background: ${theme.control.hoverBackground};
      }
      &[aria-selected='true'] {
        box-shadow: inset 0 0 0 2px ${colors.focusRing};
      }
      ${theme.mq.coarsePointer} {
        display: flex;
        align-items: center;
        min-block-size: ${theme.sizes.touchTarget}px;
      }
    `,
  };
}
