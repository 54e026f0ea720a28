/** @jest-environment node */
import fs from 'node:fs';
import { API_PATHS } from '@exchange/api';
import { scenarioNames } from '@exchange/api/testing';
import { CONTRACT_FILE, contractCalls, refreshContract } from './contract';

describe('docs/contract.md', () => {
  it('is committed exactly as the generator writes its endpoint and scenario tables (npx tsx tools/docs/contract.ts)', () => {
    const committed = fs.readFileSync(CONTRACT_FILE, 'utf8');
    expect(committed).toContain('<!-- generated:endpoints -->');
    expect(committed).toContain('<!-- generated:scenarios -->');
    expect(committed).toBe(refreshContract(committed));
  });

  it('lists every call of the typed client, each with a zod decoder from the contract', () => {
    const calls = contractCalls();
    // One row per call (no call recorded twice, none missed).
    expect(new Set(calls.map((c) => c.endpoint)).size).toBe(calls.length);
    expect(calls.length).toBeGreaterThanOrEqual(28);
    for (const call of calls) expect(call.decoder).toMatch(/^decode\w+Response$/);
    // Every path of the table except the chart feed's (the market stream's HTTP side, docs/market-stream.md) is a client call.
    const called = new Set(calls.map((c) => c.path));
    const uncalled = Object.values(API_PATHS).filter((p) => !called.has(p));
    expect(uncalled).toEqual([API_PATHS.chartHistory, API_PATHS.chartTicks]);
  });

  it('names every scenario of the embedded backend', () => {
    const doc = fs.readFileSync(CONTRACT_FILE, 'utf8');
    for (const name of scenarioNames) expect(doc).toContain(`| \`${name}\` |`);
  });
});
