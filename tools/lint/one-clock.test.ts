/**
 * @jest-environment node
 *
 * One clock: outside libs/platform, product code never calls setTimeout, setInterval, Date.now
 * or `new Date()` without an argument, so one fake clock controls every timed rule in tests. The
 * real ESLint config is run on fixture sources placed (virtually) in the libs and apps.
 */
import { declaredCases, type LintCase } from './lint-source';

const RULES = ['no-restricted-globals', 'no-restricted-syntax'];

const RAW_TIME = {
  setTimeout: 'export const t = setTimeout(() => undefined, 10);\n',
  setInterval: 'export const t = setInterval(() => undefined, 10);\n',
  'window.setTimeout': 'export const t = window.setTimeout(() => undefined, 10);\n',
  'globalThis.setInterval': 'export const t = globalThis.setInterval(() => undefined, 10);\n',
  'Date.now()': 'export const t = Date.now();\n',
  'new Date()': 'export const t = new Date();\n',
  'window.Date.now()': 'export const t = window.Date.now();\n',
  'globalThis.Date.now()': 'export const t = globalThis.Date.now();\n',
  'new window.Date()': 'export const t = new window.Date();\n',
  "Date['now']()": "export const t = Date['now']();\n",
  'const { now } = Date': 'const { now: clock } = Date;\nexport const t = clock();\n',
  'destructured setTimeout': 'const { setTimeout: later } = window;\nexport const t = later(() => undefined, 10);\n',
  "globalThis['setTimeout']": "export const t = globalThis['setTimeout'](() => undefined, 10);\n",
  requestAnimationFrame: 'export const t = requestAnimationFrame(() => undefined);\n',
  'window.requestAnimationFrame': 'export const t = window.requestAnimationFrame(() => undefined);\n',
  'performance.now()': 'export const t = performance.now();\n',
  'globalThis.performance.now()': 'export const t = globalThis.performance.now();\n',
};

const PRODUCT_FILES = [
  'libs/ui/src/clock-fixture.ts',
  'libs/api/src/client/clock-fixture.ts',
  'libs/shell/src/widgets/clock-fixture.tsx',
  'libs/chart/src/clock-fixture.ts',
  'apps/main/src/clock-fixture.tsx',
];
const PLATFORM_FILE = 'libs/platform/src/clock/clock-fixture.ts';
const DATE_FROM_TIME = 'export const d = new Date(0);\n';
const PLATFORM_CLOCK = "import { after, monotonicNow, now, onNextFrame } from '@exchange/platform';\nexport const t = [after, now(), new Date(now()), monotonicNow(), onNextFrame(() => undefined)];\n";
const RAW_STORAGE = 'export const v = localStorage.getItem("k");\n';
const RAW_COOKIE = 'export const v = document.cookie;\n';

// Every case below, linted in one ESLint run.
const CASES: LintCase[] = [
  ...Object.values(RAW_TIME).flatMap((source) => [...PRODUCT_FILES, PLATFORM_FILE].map((filePath) => ({ filePath, source }))),
  { filePath: 'libs/shell/src/widgets/clock-fixture.ts', source: DATE_FROM_TIME },
  { filePath: 'libs/shell/src/widgets/clock-fixture.test.ts', source: RAW_TIME.setTimeout },
  { filePath: 'libs/ui/src/clock-fixture.ts', source: PLATFORM_CLOCK },
  { filePath: 'libs/platform/src/storage/storage-fixture.ts', source: RAW_STORAGE },
  { filePath: 'libs/chart/src/storage-fixture.ts', source: RAW_COOKIE },
];
const lint = declaredCases(CASES, RULES);

describe('one clock', () => {
  for (const [name, source] of Object.entries(RAW_TIME)) {
    it(`rejects ${name} in product code of every lib and app`, () => {
      for (const file of PRODUCT_FILES) {
        const messages = lint(file, source);
        expect({ file, messages }).toEqual({ file, messages: expect.arrayContaining([expect.stringContaining('@exchange/platform')]) });
        expect({ file, messages: messages.filter((m) => !m.includes('@exchange/platform')) }).toEqual({ file, messages: [] });
      }
    });

    it(`accepts ${name} inside libs/platform, the one clock`, () => {
      expect(lint(PLATFORM_FILE, source)).toEqual([]);
    });
  }

  it('accepts a Date made from a given time, and tests driving the clock themselves', () => {
    expect(lint('libs/shell/src/widgets/clock-fixture.ts', DATE_FROM_TIME)).toEqual([]);
    expect(lint('libs/shell/src/widgets/clock-fixture.test.ts', RAW_TIME.setTimeout)).toEqual([]);
  });

  it('accepts the platform clock in product code', () => {
    expect(lint('libs/ui/src/clock-fixture.ts', PLATFORM_CLOCK)).toEqual([]);
  });

  it('still keeps raw storage out of the platform-free libs and the platform alike', () => {
    expect(lint('libs/platform/src/storage/storage-fixture.ts', RAW_STORAGE)).not.toEqual([]);
    expect(lint('libs/chart/src/storage-fixture.ts', RAW_COOKIE)).not.toEqual([]);
  });
});
