// Writes each piece of chessground's cburnett stylesheet (base64 SVG data addresses) to
// its own file, named like wK.svg and bN.svg, for the server-drawn board.
const fs = require('fs');
const [css, outDir] = process.argv.slice(2);
const text = fs.readFileSync(css, 'utf8');
const roles = { pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' };
const re = /piece\.(\w+)\.(white|black)\s*\{\s*background-image:\s*url\('data:image\/svg\+xml;base64,([^']+)'\)/g;
let count = 0;
for (const m of text.matchAll(re)) {
  const name = (m[2] === 'white' ? 'w' : 'b') + roles[m[1]];
  fs.writeFileSync(`${outDir}/${name}.svg`, Buffer.from(m[3], 'base64').toString('utf8') + '\n');
  count++;
}
if (count !== 12) { throw new Error(`expected 12 pieces, found ${count}`); }
