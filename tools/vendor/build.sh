#!/usr/bin/env bash
# Rebuilds the vendored front-end files from the versions pinned in package-lock.json:
#   static/vendor/board-libs.js     chessground + chessops, one esbuild IIFE bundle
#                                   (window.CorrchessBoard, see entry.js)
#   static/vendor/chessground.css   chessground's base stylesheet
#   static/vendor/pieces.css        the cburnett piece set for chessground
#   static/pieces/*.svg             the same pieces as files, for the server-drawn board
#   tests/it/browser/axe.min.js     axe-core, injected by the browser tests
#   static/vendor/LICENSES.md       what was bundled, its version and its licence
# Needs node and npm; the Rust build and the tests only read the committed results.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$here"
npm ci --no-audit --no-fund --ignore-scripts
esbuild="node node_modules/esbuild/bin/esbuild"
[ -x node_modules/@esbuild/linux-x64/bin/esbuild ] && esbuild=node_modules/@esbuild/linux-x64/bin/esbuild
out="$root/static/vendor"
mkdir -p "$out" "$root/static/pieces" "$root/tests/it/browser"
$esbuild entry.js --bundle --minify --format=iife --target=es2018 \
    --legal-comments=none --outfile="$out/board-libs.js"
cg=node_modules/@lichess-org/chessground
cp "$cg/assets/chessground.base.css" "$out/chessground.css"
cp "$cg/assets/chessground.cburnett.css" "$out/pieces.css"
node extract-pieces.js "$cg/assets/chessground.cburnett.css" "$root/static/pieces"
cp node_modules/axe-core/axe.min.js "$root/tests/it/browser/axe.min.js"
node licenses.js > "$out/LICENSES.md"
echo "vendored files rebuilt under static/vendor, static/pieces and tests/it/browser"
