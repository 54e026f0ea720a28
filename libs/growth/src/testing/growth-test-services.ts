import type { ApiEndpoints } from '@exchange/api';
import { createTestServices, overrideService } from '@exchange/shell/testing';
import type { AppServices } from '@exchange/shell';
import type { GrowthServices } from '../growth-services';
import { growthServicesKey } from '../use-growth-services';

/**
 * The app's services with growth's replaced by `growth` over its defaults, built by the shell's
 * one test-services helper.
 */
export function growthTestServices(growth: Partial<GrowthServices> = {}, endpoints?: ApiEndpoints): AppServices {
  return createTestServices({
    ...(endpoints && { api: endpoints }),
    overrides: [overrideService(growthServicesKey, (app) => ({ ...growthServicesKey.create(app), ...growth }))],
  });
}

