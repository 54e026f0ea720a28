import * as decoders from '../contract/decoders';

/** Every zod decoder of the contract by its export name, so docs/contract.md can name each call's decoder. */
export const contractDecoders: Readonly<Record<string, unknown>> = decoders;
