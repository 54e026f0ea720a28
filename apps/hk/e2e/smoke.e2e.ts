import { defineSiteSmoke } from '../../../tools/e2e/site-smoke';

defineSiteSmoke('hk');
