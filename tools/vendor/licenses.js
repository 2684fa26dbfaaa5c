// Prints static/vendor/LICENSES.md: every package that ends up in a vendored file, with
// its pinned version and licence, read from node_modules (installed by npm ci).
const fs = require('fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const shipped = {
  '@lichess-org/chessground': 'static/vendor/board-libs.js, static/vendor/chessground.css, static/vendor/pieces.css, static/pieces/*.svg (the pieces: see below)',
  chessops: 'static/vendor/board-libs.js',
  '@badrap/result': 'static/vendor/board-libs.js (a dependency of chessops)',
  'axe-core': 'tests/it/browser/axe.min.js (tests only, never served)',
  esbuild: 'the bundler (not shipped)',
};
const lines = [
  '# Vendored front-end files',
  '',
  'Built by `tools/vendor/build.sh` from the npm registry at the versions pinned in',
  '`tools/vendor/package-lock.json`. Do not edit the built files; change the pins and rebuild.',
  '',
  '| package | version | licence | where |',
  '|---|---|---|---|',
];
for (const [name, where] of Object.entries(shipped)) {
  const entry = lock.packages[`node_modules/${name}`];
  const pkg = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8'));
  lines.push(`| ${name} | ${entry.version} | ${pkg.license} | ${where} |`);
}
lines.push('', 'The piece set is cburnett by Colin M.L. Burnett, GPL-2.0-or-later (also offered under',
  'BSD and GFDL terms by its author), as shipped in chessground\'s `assets/`.',
  '', 'GPL-3.0-or-later (chessground, chessops) fits the site\'s AGPL-3.0-or-later; the',
  'licence texts are in the packages and at https://www.gnu.org/licenses/gpl-3.0.html,',
  'MIT (@badrap/result, esbuild) and MPL-2.0 (axe-core) permit this use.', '');
process.stdout.write(lines.join('\n'));
