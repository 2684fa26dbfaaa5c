#!/bin/sh
# Draws the site's icons once from icon.svg and maskable.svg (beside this script) with
# headless Chromium: static/icons/icon-192.png, icon-512.png, maskable-512.png,
# apple-touch-icon.png (180) and static/favicon.ico (16, 32 and 48 pixels, PNG inside).
# The results are committed: building and serving need neither Chromium nor this script.
# Usage: tools/icons/make-icons.sh   (needs chromium and python3)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$root/static/icons"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# render SVG SIZE FILE: the SVG drawn SIZE pixels square into FILE.
render() {
  cat >"$tmp/page.html" <<HTML
<!DOCTYPE html><html><body style="margin:0;background:transparent">
<img src="file://$here/$1" width="$2" height="$2" style="display:block"></body></html>
HTML
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --default-background-color=00000000 --window-size="$2,$2" \
    --screenshot="$3" "file://$tmp/page.html" >/dev/null 2>&1
}

render icon.svg 192 "$out/icon-192.png"
render icon.svg 512 "$out/icon-512.png"
render icon.svg 180 "$out/apple-touch-icon.png"
render maskable.svg 512 "$out/maskable-512.png"
for size in 16 32 48; do render icon.svg "$size" "$tmp/fav-$size.png"; done

# An .ico file holding PNG images (read by every browser since 2010).
python3 - "$tmp" "$root/static/favicon.ico" <<'PY'
import struct, sys
tmp, target = sys.argv[1], sys.argv[2]
images = [(s, open(f"{tmp}/fav-{s}.png", "rb").read()) for s in (16, 32, 48)]
head = struct.pack("<HHH", 0, 1, len(images))
offset = 6 + 16 * len(images)
entries, data = b"", b""
for size, png in images:
    entries += struct.pack("<BBBBHHII", size, size, 0, 0, 1, 32, len(png), offset + len(data))
    data += png
open(target, "wb").write(head + entries + data)
PY

# Each PNG must have come out at its size (a Chromium that draws a smaller viewport
# than the window would not).
python3 - "$out" <<'PY'
import struct, sys
for name, size in [("icon-192.png", 192), ("icon-512.png", 512),
                   ("apple-touch-icon.png", 180), ("maskable-512.png", 512)]:
    with open(f"{sys.argv[1]}/{name}", "rb") as f:
        head = f.read(24)
    w, h = struct.unpack(">II", head[16:24])
    assert (w, h) == (size, size), f"{name}: {w}x{h}, not {size}x{size}"
print("icons written")
PY
