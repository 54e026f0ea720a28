import { useLocalizedPath } from '@exchange/shell';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { DEFAULT_CLOSE_UNIT, DEFAULT_CONTRACT } from '../constants';
import { ChartPageFrame } from './chart-page-frame';
import { normalisePair } from './trade-page';

/** Normalises the close (settlement) unit; default USDT (spec §2). */
export function normaliseCloseUnit(raw: string | undefined): string {
  const unit = (raw ?? '').trim().toUpperCase();
  return /^[A-Z0-9]+$/.test(unit) ? unit : DEFAULT_CLOSE_UNIT;
}

/** Futures page: /futures/{closeUnit}/{contract} (close unit default USDT). */
export function FuturesPage() {
  const params = useParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const closeUnit = normaliseCloseUnit(params.closeUnit);
  const contract = normalisePair(params.contract, DEFAULT_CONTRACT);
  return (
    <ChartPageFrame
      title={<FormattedMessage id="chart.futures.title" defaultMessage="{contract} perpetual" values={{ contract: contract.replace('_', '/') }} />}
      subtitle={<FormattedMessage id="chart.futures.closeUnit" defaultMessage="Settled in {unit}" values={{ unit: closeUnit }} />}
      symbol={contract}
      chartKey={`${closeUnit}/${contract}`}
      chartId="futures"
      market="futures"
      onSymbolChange={(next) => navigate(localize(`/futures/${closeUnit}/${next}`))}
    />
  );
}
