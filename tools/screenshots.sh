#!/usr/bin/env bash
# Refreshes the few screenshots kept in docs/screenshots/ on purpose: runs the browser
# tests that take them (they write under target/tmp/screenshots/, never into tracked
# files), then copies the kept ones here, recompressed (pngquant, optipng: Debian's
# packages of those names) to stay under 150 KB each.
set -euo pipefail
cd "$(dirname "$0")/.."

KEPT=(game-desktop-light analysis-desktop-light board-grid-desktop)
LIMIT=153600

for tool in pngquant optipng; do
    command -v "$tool" >/dev/null 2>&1 || { echo "needs $tool (apt-get install $tool)" >&2; exit 1; }
done

SQLX_OFFLINE=true cargo test --locked --test it -- --include-ignored \
    browser::a_chess960_game_played_with_the_mouse_on_a_desktop \
    browser_analysis::a_line_built_on_the_analysis_board browser_grid::

shots=target/tmp/screenshots
for name in "${KEPT[@]}"; do
    pngquant --quality=60-85 --speed 1 --force --output "docs/screenshots/$name.png" "$shots/$name.png"
    optipng -quiet -o2 "docs/screenshots/$name.png"
    size=$(stat -c %s "docs/screenshots/$name.png")
    if [ "$size" -ge "$LIMIT" ]; then
        echo "docs/screenshots/$name.png is $size bytes, over the 150 KB limit" >&2
        exit 1
    fi
done
git status --short docs/screenshots
