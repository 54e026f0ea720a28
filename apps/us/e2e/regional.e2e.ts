import { test } from '@playwright/test';
import { getSite } from '@exchange/site-registry';
import { defineRegionalBasics } from '../../../tools/e2e/regional-basics';

const site = getSite('us');

test.describe('regional: ' + site.name, () => {
  defineRegionalBasics('us', { served: 'es', outside: 'zh' }, ['About us', 'User agreement', 'Fee standards']);
});
