// Floors inside the shell, and no circle anywhere in libs/. `npm test` runs it (stage "graph").
// A shell folder may import its own floor's neighbours and anything below; nothing runs back up.
// The path patterns match anywhere in a path so tools/lint/depcruise.test.ts can prove each rule
// on fixture folders that mirror the shell's.

/** Bottom first. One floor may hold several folders that do not import each other. */
const SHELL_FLOORS = [
  ['store', 'context'],
  ['services'],
  ['i18n', 'sanitiser', 'page-template'],
  // The head script's bundle (boot) and the route heads the build and the page share (seo).
  ['boot', 'seo'],
  ['widgets', 'dev-toolbar'],
  ['compliance'],
  ['regional'],
  ['layout'],
  ['pages'],
  ['app-shell'],
  ['testing'],
];

const folder = (names) => `(^|/)libs/shell/src/(${names.join('|')})/`;

const floorRules = SHELL_FLOORS.slice(0, -1).map((floor, i) => ({
  name: `shell-floor-${floor.join('-')}`,
  comment: `libs/shell/src/{${floor.join(',')}} sits below ${SHELL_FLOORS.slice(i + 1).flat().join(', ')}: it may not import them.`,
  severity: 'error',
  from: { path: folder(floor), pathNot: '\\.(test|stories)\\.tsx?$' },
  to: { path: folder(SHELL_FLOORS.slice(i + 1).flat()) },
}));

// A folder on no floor would be checked by nothing: every file there that imports anything fails.
const onAFloorRule = {
  name: 'shell-folder-on-a-floor',
  comment: `Every folder of libs/shell/src is on a floor (SHELL_FLOORS): ${SHELL_FLOORS.flat().join(', ')}.`,
  severity: 'error',
  from: { path: '(^|/)libs/shell/src/[^/]+/', pathNot: folder(SHELL_FLOORS.flat()) },
  to: {},
};

// A lib's testing door (src/testing/) is for tests, stories and other test kits: product code
// that imported it would ship fakes and fixtures to visitors.
const testingRule = {
  name: 'testing-doors-not-in-product',
  comment: "Product code never imports a lib's testing door or its files; only tests, stories and other testing files do.",
  severity: 'error',
  from: { path: '(^|/)(libs|apps)/[^/]+/src/', pathNot: '\\.(test|stories)\\.tsx?$|(^|/)libs/[^/]+/src/testing/' },
  to: { path: '(^|/)libs/[^/]+/src/testing/' },
};

const sameFloorRules = SHELL_FLOORS.filter((floor) => floor.length > 1).flatMap((floor) =>
  floor.map((name) => ({
    name: `shell-floor-${name}-alone`,
    comment: `libs/shell/src/${name} does not import the other folders of its floor (${floor.filter((n) => n !== name).join(', ')}).`,
    severity: 'error',
    from: { path: folder([name]), pathNot: '\\.(test|stories)\\.tsx?$' },
    to: { path: folder(floor.filter((n) => n !== name)) },
  })),
);

// The edge (libs/edge) is the server half: only tools/ (the release, the preview, the benches,
// the tests) import it, and it reads the other libs only through their front doors, the entry
// files their package.json `exports` name (a fixture lib's door is its src/index.ts).
const fs = require('node:fs');
const path = require('node:path');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const frontDoors = fs
  .readdirSync(path.join(__dirname, 'libs'))
  .filter((lib) => fs.existsSync(path.join(__dirname, 'libs', lib, 'package.json')))
  .flatMap((lib) => Object.values(JSON.parse(fs.readFileSync(path.join(__dirname, 'libs', lib, 'package.json'), 'utf8')).exports ?? {}).map((target) => `libs/${lib}/${target.replace(/^\.\//, '')}`));
const edgeRules = [
  {
    name: 'edge-only-from-tools',
    comment: 'Only tools/ (the release and its checks) imports libs/edge: what a server runs never reaches a browser bundle.',
    severity: 'error',
    from: { path: '(^|/)(libs|apps)/', pathNot: '(^|/)libs/edge/' },
    to: { path: '(^|/)libs/edge/' },
  },
  {
    name: 'edge-front-doors-only',
    comment: "libs/edge imports another lib only through its front door (an entry its package.json exports).",
    severity: 'error',
    from: { path: '(^|/)libs/edge/', pathNot: '\\.test\\.tsx?$' },
    to: { path: '(^|/)libs/(?!edge/)[^/]+/', pathNot: [`(^|/)libs/[^/]+/src/index\\.tsx?$`, ...frontDoors.map((file) => `(^|/)${escape(file)}$`)].join('|') },
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No circle anywhere in libs/, type-only imports included.',
      severity: 'error',
      from: { path: '(^|/)libs/' },
      to: { circular: true },
    },
    ...floorRules,
    onAFloorRule,
    testingRule,
    ...sameFloorRules,
    ...edgeRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
