import { css, type Theme } from '@emotion/react';
import { useTheme } from '@exchange/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { SYMBOL_SEARCH_DELAY_MS } from '../constants';
import { createDebouncer } from '../storage-adapter';
import { filterSymbols } from './symbol-search-rule';

/** Props of {@link SymbolSearch}. */
export interface SymbolSearchProps {
  symbols: readonly string[];
  onSelect: (symbol: string) => void;
}

/** Symbol search box; results appear {@link SYMBOL_SEARCH_DELAY_MS} (1000 ms) after typing stops. */
export function SymbolSearch({ symbols, onSelect }: SymbolSearchProps) {
  const intl = useIntl();
  const styles = getStyles(useTheme());
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<string[]>([]);
  const debouncer = useMemo(() => createDebouncer(SYMBOL_SEARCH_DELAY_MS), []);
  const listId = useId();
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const label = intl.formatMessage({ id: 'chart.symbolSearch.label', defaultMessage: 'Search symbol' });
  return (
    <div css={styles.root}>
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        aria-controls={results.length > 0 ? listId : undefined}
        css={styles.input}
        value={query}
        onChange={(event) => {
          const next = event.target.value;
          setQuery(next);
          debouncer.call(() => setResults(filterSymbols(symbols, next)));
        }}
      />
      {results.length > 0 && (
        <ul id={listId} css={styles.list} aria-label={intl.formatMessage({ id: 'chart.symbolSearch.results', defaultMessage: 'Symbols' })}>
          {results.map((symbol) => (
            <li key={symbol}>
              <button
                type="button"
                css={styles.option}
                onClick={() => {
                  setResults([]);
                  setQuery('');
                  onSelect(symbol);
                }}
              >
                {symbol.replace('_', '/')}
              </button>
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
    `,
    input: css`
      inline-size: 160px;
      padding-block: ${spacing[1]}px;
      padding-inline: ${spacing[2]}px;
      border: 1px solid ${colors.border};
      border-radius: ${radii.sm};
      background: ${colors.background};
      color: ${colors.text};
      font-size: ${typography.fontSize.sm};
    `,
    list: css`
      position: absolute;
      inset-inline-start: 0;
      inset-block-start: 100%;
      z-index: ${zIndex.tooltip};
      margin: 0;
      padding: ${spacing[1]}px 0;
      list-style: none;
      min-inline-size: 160px;
      background: ${colors.elevated};
      border: 1px solid ${colors.border};
      border-radius: ${radii.sm};
    `,
    option: css`
      display: block;
      inline-size: 100%;
      padding-block: ${spacing[1]}px;
      padding-inline: ${spacing[3]}px;
      border: 0;
      background: none;
      color: ${colors.text};
      text-align: start;
      cursor: pointer;
      &:hover,
      &:focus-visible {
        background: ${colors.surface};
      }
    `,
  };
}
