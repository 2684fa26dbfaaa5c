// The library surface the game page script (static/game.js) uses, bundled by build.sh
// into one script that sets window.CorrchessBoard. No page logic lives here.
import { Chessground } from '@lichess-org/chessground';
import { Chess, castlingSide, normalizeMove } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { parseSan, makeSan } from 'chessops/san';
import { parseUci, makeUci, parseSquare, makeSquare, squareFile, squareRank, charToRole } from 'chessops/util';
import { chessgroundDests } from 'chessops/compat';

window.CorrchessBoard = {
  Chessground,
  Chess,
  castlingSide,
  normalizeMove,
  parseFen,
  makeFen,
  parseSan,
  makeSan,
  parseUci,
  makeUci,
  parseSquare,
  makeSquare,
  squareFile,
  squareRank,
  charToRole,
  chessgroundDests,
};
