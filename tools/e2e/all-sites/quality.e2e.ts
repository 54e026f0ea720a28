import { defineQualityWalk } from '../quality-walk';

// Every site: the shared pages it renders in its own flavour.
defineQualityWalk(['/', '/trade/BTC_USDT', '/referral', '/no-such-page'], ['/myaccount/security']);
