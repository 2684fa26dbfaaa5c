//! Chess in the reader's language: moves with the language's piece letters on its
//! pages and mails (German and Danish `K D T L S`, Russian `Кр Ф Л С К`; PGN keeps the
//! English letters, as the standard says), and the reasons a typed move was refused,
//! naming pieces in the reader's words.

use std::borrow::Cow;

use fluent_bundle::FluentArgs;
use shakmaty::{CastlingSide, Role, Square};

use super::Lang;
use crate::chess::{Castling, CastlingBlock, DrawClaim, MoveError, PromotionProblem, Termination};

/// The letters SAN names a piece with, per language in [`Lang::index`] order, for the
/// knight, bishop, rook, queen and king: English, German (Springer, Läufer, Turm, Dame,
/// König), Russian (конь, слон, ладья, ферзь, король) and Danish (springer, løber,
/// tårn, dronning, konge).
const SAN_LETTERS: [[&str; 5]; 4] = [
    ["N", "B", "R", "Q", "K"],
    ["S", "L", "T", "D", "K"],
    ["К", "С", "Л", "Ф", "Кр"],
    ["S", "L", "T", "D", "K"],
];

/// The letters of a piece in SAN in `lang` (`Кр` for the Russian king); the pawn has
/// none.
pub fn san_letters(lang: Lang, role: Role) -> &'static str {
    let column = match role {
        Role::Pawn => return "",
        Role::Knight => 0,
        Role::Bishop => 1,
        Role::Rook => 2,
        Role::Queen => 3,
        Role::King => 4,
    };
    SAN_LETTERS[lang.index()][column]
}

/// A SAN move (or a move label such as `12...Nf3`) with the reader's piece letters:
/// unchanged in English, `Sf3`, `Lxe5`, `e8=D` in German and Danish, `Кf3`, `Крg1`,
/// `e8=Ф` in Russian. Only capital piece letters change; files are lower case and
/// castling is `O-O` in every language.
pub fn san(lang: Lang, san: &str) -> Cow<'_, str> {
    if lang == Lang::En || !san.contains(['N', 'B', 'R', 'Q', 'K']) {
        return Cow::Borrowed(san);
    }
    let mut out = String::with_capacity(san.len() + 4);
    for c in san.chars() {
        match Role::from_char(c).filter(|_| c.is_ascii_uppercase()) {
            Some(role) if role != Role::Pawn => out.push_str(san_letters(lang, role)),
            _ => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// Move `ply` (1 is White's first) as a numbered SAN move in the reader's letters:
/// `1.e4`, `1...e5`, `12.Sf3`; the one way every page names a move of a game.
pub fn numbered(lang: Lang, ply: u32, san_text: &str) -> String {
    format!(
        "{}{}",
        crate::chess::move_number_label(ply),
        san(lang, san_text)
    )
}

/// A piece's letter in the reader's language for the text board, upper case: `K Q R
/// B N P` in English, `K D T L S B` in German and Danish (`B` is the pawn, Bauer and
/// bonde). Russian boards keep the English letters: one letter per square cannot
/// tell the Russian king (`Кр`) from the knight (`К`).
pub fn piece_letter(lang: Lang, role: Role) -> char {
    match (lang, role) {
        (Lang::En | Lang::Ru, role) => role.upper_char(),
        (Lang::De | Lang::Da, Role::Pawn) => 'B',
        (Lang::De | Lang::Da, role) => san_letters(lang, role).chars().next().unwrap_or('?'),
    }
}

/// A back rank written one letter per piece, as in the positions list: `RNBQKBNR`,
/// German and Danish `TSLDKLST`; Russian keeps the English letters, as its text
/// boards do (`Кр` would not stand as one letter).
pub fn back_rank(lang: Lang, rank: &str) -> Cow<'_, str> {
    if matches!(lang, Lang::En | Lang::Ru) {
        return Cow::Borrowed(rank);
    }
    Cow::Owned(
        rank.chars()
            .map(|c| Role::from_char(c).map_or(c, |role| piece_letter(lang, role)))
            .collect(),
    )
}

impl crate::chess::diagram::Diagram {
    /// The text board with the reader's piece letters (German and Danish mails: `T S L
    /// D K`).
    pub fn text_in(&self, lang: &Lang) -> String {
        let lang = *lang;
        self.text_with(|role| piece_letter(lang, role))
    }
}

/// A piece kind in the reader's words ("knight", "Springer").
pub fn piece_word(lang: Lang, role: Role) -> &'static str {
    match role {
        Role::Pawn => lang.t("piece-pawn"),
        Role::Knight => lang.t("piece-knight"),
        Role::Bishop => lang.t("piece-bishop"),
        Role::Rook => lang.t("piece-rook"),
        Role::Queen => lang.t("piece-queen"),
        Role::King => lang.t("piece-king"),
    }
}

/// The piece kind as a selector (`role`) and in words (`piece`, plural `pieces`).
fn set_role(args: &mut FluentArgs<'_>, lang: Lang, role: Role) {
    let (piece, pieces) = match role {
        Role::Pawn => (lang.t("piece-pawn"), lang.t("pieces-pawn")),
        Role::Knight => (lang.t("piece-knight"), lang.t("pieces-knight")),
        Role::Bishop => (lang.t("piece-bishop"), lang.t("pieces-bishop")),
        Role::Rook => (lang.t("piece-rook"), lang.t("pieces-rook")),
        Role::Queen => (lang.t("piece-queen"), lang.t("pieces-queen")),
        Role::King => (lang.t("piece-king"), lang.t("pieces-king")),
    };
    args.set("role", crate::chess::role_name(role));
    args.set("piece", piece);
    args.set("pieces", pieces);
}

fn side_key(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "kingside",
        CastlingSide::QueenSide => "queenside",
    }
}

/// Why a typed move was refused, as a sentence in the reader's language.
pub fn move_error(lang: Lang, error: &MoveError) -> String {
    let mut args = FluentArgs::new();
    let id = match error {
        MoveError::Empty => crate::msg!("move-error-empty"),
        MoveError::Unreadable(text) => {
            args.set("text", text.as_str());
            crate::msg!("move-error-unreadable")
        }
        MoveError::Illegal(m) => {
            args.set("move", san(lang, m).into_owned());
            crate::msg!("move-error-illegal")
        }
        MoveError::GameOver => crate::msg!("move-error-game-over"),
        MoveError::StillInCheck(m) => {
            args.set("move", san(lang, m).into_owned());
            crate::msg!("move-error-still-in-check")
        }
        MoveError::Ambiguous(moves) => {
            args.set("moves", join_or(lang, moves));
            crate::msg!("move-error-ambiguous")
        }
        MoveError::FileOrBishop(moves) => {
            args.set("moves", join_or(lang, moves));
            crate::msg!("move-error-file-or-bishop")
        }
        MoveError::PromotionMissing(sq) => {
            args.set("square", sq.to_string());
            crate::msg!("move-error-promotion-missing")
        }
        MoveError::PromotionInvalid(PromotionProblem::NotAPromotion) => {
            crate::msg!("move-error-not-a-promotion")
        }
        MoveError::PromotionInvalid(PromotionProblem::BadPiece(role)) => {
            set_role(&mut args, lang, *role);
            crate::msg!("move-error-bad-promotion-piece")
        }
        MoveError::Castling { side, reason } => {
            args.set("side", side_key(*side));
            args.set("reason", castling_block(lang, reason));
            crate::msg!("move-error-castling")
        }
        MoveError::UseKingOntoRook {
            side,
            king,
            target,
            rook,
        } => {
            args.set("side", side_key(*side));
            args.set("king", king.to_string());
            args.set("target", target.to_string());
            args.set("rook", rook.to_string());
            crate::msg!("move-error-use-king-onto-rook")
        }
        piece @ (MoveError::NoPieceOn(_)
        | MoveError::NotYourPiece { .. }
        | MoveError::NoSuchPiece(_)
        | MoveError::CannotReach { .. }
        | MoveError::PieceCannotGo { .. }
        | MoveError::OwnPieceOnTarget { .. }
        | MoveError::NothingToCapture(_)
        | MoveError::Pinned { .. }
        | MoveError::KingToAttackedSquare(_)) => piece_error(lang, piece, &mut args),
    };
    lang.format(id, &args)
}

/// Why a typed move was refused, as a clause inside another sentence (no closing
/// full stop): English keeps the move error's own clause, other languages its sentence.
pub fn move_clause(lang: Lang, error: &MoveError) -> String {
    let reason = match lang {
        Lang::En => error.to_string(),
        _ => move_error(lang, error),
    };
    reason.trim_end_matches('.').to_owned()
}

/// The message id of a refusal about a piece or a square, its arguments set in `args`.
fn piece_error(lang: Lang, error: &MoveError, args: &mut FluentArgs<'_>) -> &'static str {
    match error {
        MoveError::NoPieceOn(sq) => {
            args.set("square", sq.to_string());
            crate::msg!("move-error-no-piece-on")
        }
        MoveError::NotYourPiece { square, piece } => {
            args.set("square", square.to_string());
            set_role(args, lang, piece.role);
            args.set("owner", piece.color.fold_wb("white", "black"));
            crate::msg!("move-error-not-your-piece")
        }
        MoveError::NoSuchPiece(role) => {
            set_role(args, lang, *role);
            crate::msg!("move-error-no-such-piece")
        }
        MoveError::CannotReach { role, to } => {
            set_role(args, lang, *role);
            args.set("to", to.to_string());
            crate::msg!("move-error-cannot-reach")
        }
        MoveError::PieceCannotGo { role, from, to } => {
            set_role(args, lang, *role);
            args.set("from", from.to_string());
            args.set("to", to.to_string());
            crate::msg!("move-error-piece-cannot-go")
        }
        MoveError::OwnPieceOnTarget { to, role } => {
            set_role(args, lang, *role);
            args.set("to", to.to_string());
            crate::msg!("move-error-own-piece-on-target")
        }
        MoveError::NothingToCapture(sq) => {
            args.set("square", sq.to_string());
            crate::msg!("move-error-nothing-to-capture")
        }
        MoveError::Pinned { role, from } => {
            set_role(args, lang, *role);
            args.set("from", from.to_string());
            crate::msg!("move-error-pinned")
        }
        MoveError::KingToAttackedSquare(sq) => {
            args.set("square", sq.to_string());
            crate::msg!("move-error-king-attacked-square")
        }
        _ => unreachable!("move_error passes only the refusals about pieces and squares"),
    }
}

/// Why castling is not possible, in the reader's language.
fn castling_block(lang: Lang, block: &CastlingBlock) -> String {
    match block {
        CastlingBlock::RightLost => lang.t("castling-right-lost").to_owned(),
        CastlingBlock::InCheck => lang.t("castling-in-check").to_owned(),
        CastlingBlock::PathOccupied(squares) => {
            let list: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
            lang.t2(
                "castling-path-occupied",
                "squares",
                join(lang, &list, "list-and"),
                "count",
                list.len(),
            )
        }
        CastlingBlock::AttackedSquare(sq) => {
            lang.t1("castling-attacked-square", "square", sq.to_string())
        }
        CastlingBlock::KingExposed => lang.t("castling-king-exposed").to_owned(),
    }
}

fn join_or(lang: Lang, moves: &[String]) -> String {
    let moves: Vec<String> = moves.iter().map(|m| san(lang, m).into_owned()).collect();
    join(lang, &moves, "list-or")
}

/// "a, b or c" with the language's last word (`list-or`, `list-and`).
fn join(lang: Lang, items: &[String], last_word_id: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let word = if last_word_id == "list-or" {
                lang.t("list-or")
            } else {
                lang.t("list-and")
            };
            format!("{} {word} {last}", init.join(", "))
        }
    }
}

/// How a rule ended the game, in the reader's language.
pub fn termination(lang: Lang, t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => lang.t("end-checkmate"),
        Termination::Stalemate => lang.t("end-stalemate"),
        Termination::InsufficientMaterial => lang.t("end-insufficient-material"),
        Termination::FivefoldRepetition => lang.t("end-fivefold"),
        Termination::SeventyFiveMoveRule => lang.t("end-seventy-five"),
    }
}

/// A claimed draw, in the reader's language.
pub fn draw_claim(lang: Lang, c: DrawClaim) -> &'static str {
    match c {
        DrawClaim::ThreefoldRepetition => lang.t("end-claim-threefold"),
        DrawClaim::FiftyMoveRule => lang.t("end-claim-fifty"),
    }
}

/// Where king and rook went in a castling, in the reader's language:
/// "O-O (kurz): König e1→g1, Turm h1→f1".
pub fn castling(lang: Lang, c: &Castling) -> String {
    let leg = |piece: &str, from: Square, to: Square| {
        if from == to {
            lang.t2(
                "castling-leg-stays",
                "piece",
                piece,
                "square",
                from.to_string(),
            )
        } else {
            format!("{piece} {from}→{to}")
        }
    };
    let side = match c.side {
        CastlingSide::KingSide => lang.t("side-kingside"),
        CastlingSide::QueenSide => lang.t("side-queenside"),
    };
    format!(
        "{} ({side}): {}, {}",
        c.notation(),
        leg(lang.t("piece-king"), c.king_from, c.king_to),
        leg(lang.t("piece-rook"), c.rook_from, c.rook_to)
    )
}

/// "white" or "black" in the reader's language, as written inside a sentence (lower
/// case but in German, where it is a noun: "Weiß").
pub fn color(lang: Lang, c: shakmaty::Color) -> &'static str {
    match c {
        shakmaty::Color::White => lang.t("color-white"),
        shakmaty::Color::Black => lang.t("color-black"),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::fen::Fen;

    use super::*;
    use crate::chess::input::parse_move;

    #[test]
    fn german_moves_use_german_letters_and_keep_files_and_castling() {
        assert_eq!(san(Lang::De, "Nf3"), "Sf3");
        assert_eq!(san(Lang::De, "Bxe5+"), "Lxe5+");
        assert_eq!(san(Lang::De, "Rad1"), "Tad1");
        assert_eq!(san(Lang::De, "e8=Q#"), "e8=D#");
        assert_eq!(san(Lang::De, "Kxb1"), "Kxb1");
        assert_eq!(san(Lang::De, "12...O-O-O"), "12...O-O-O");
        assert_eq!(san(Lang::De, "bxc6"), "bxc6");
        assert_eq!(san(Lang::En, "Nf3"), "Nf3");
        assert!(matches!(san(Lang::De, "e4"), Cow::Borrowed(_)));
    }

    #[test]
    fn russian_and_danish_moves_use_their_letters() {
        assert_eq!(san(Lang::Ru, "Nf3"), "Кf3");
        assert_eq!(san(Lang::Ru, "Kg1"), "Крg1");
        assert_eq!(san(Lang::Ru, "Qxd1+"), "Фxd1+");
        assert_eq!(san(Lang::Ru, "Rad1"), "Лad1");
        assert_eq!(san(Lang::Ru, "Bb5"), "Сb5");
        assert_eq!(san(Lang::Ru, "e8=Q#"), "e8=Ф#");
        assert_eq!(san(Lang::Ru, "12...O-O-O"), "12...O-O-O");
        assert_eq!(san(Lang::Ru, "bxc6"), "bxc6");
        assert_eq!(san(Lang::Da, "Nf3"), "Sf3");
        assert_eq!(san(Lang::Da, "Qd1"), "Dd1");
        assert_eq!(san(Lang::Da, "Bxe5"), "Lxe5");
        assert_eq!(san(Lang::Da, "Rf1"), "Tf1");
        assert_eq!(san(Lang::Da, "e8=Q"), "e8=D");
        assert_eq!(san(Lang::Da, "Kxb1"), "Kxb1");
        assert_eq!(piece_letter(Lang::Da, Role::Pawn), 'B');
        assert_eq!(piece_letter(Lang::Da, Role::Queen), 'D');
        assert_eq!(piece_letter(Lang::Ru, Role::Knight), 'N');
        assert_eq!(back_rank(Lang::De, "RNBQKBNR"), "TSLDKLST");
        assert_eq!(back_rank(Lang::Da, "RNBQKBNR"), "TSLDKLST");
        assert_eq!(back_rank(Lang::Ru, "RNBQKBNR"), "RNBQKBNR");
    }

    #[test]
    fn every_language_reads_back_the_moves_it_shows() {
        let fen = "r3k2r/1P6/8/8/8/8/8/R3K1NR w KQkq - 0 1";
        let setup: Fen = fen.parse().unwrap();
        use shakmaty::Position as _;
        let pos: shakmaty::Chess = setup
            .into_position(shakmaty::CastlingMode::Chess960)
            .unwrap();
        for lang in Lang::ALL {
            for m in &pos.legal_moves() {
                let english = shakmaty::san::San::from_move(&pos, *m).to_string();
                let shown = san(lang, &english);
                let read = parse_move(&pos, &shown);
                assert_eq!(read.as_ref(), Ok(m), "{lang}: {shown} ({english})");
            }
        }
    }

    fn error_of(fen: &str, input: &str) -> MoveError {
        let setup: Fen = fen.parse().unwrap();
        let pos = setup
            .into_position(shakmaty::CastlingMode::Chess960)
            .unwrap();
        parse_move(&pos, input).unwrap_err()
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn move_errors_name_pieces_in_the_readers_language() {
        let e = error_of(START, "Nd4");
        assert_eq!(
            move_error(Lang::De, &e),
            "Keiner deiner Springer kann nach d4 ziehen."
        );
        assert_eq!(
            move_error(Lang::En, &e),
            "None of your knights can move to d4."
        );
        let e = error_of(START, "Qh5");
        assert_eq!(
            move_error(Lang::De, &e),
            "Deine Dame kann nicht nach h5 ziehen."
        );
        let e = error_of(START, "e2e5");
        assert!(move_error(Lang::De, &e).contains("Bauer auf e2"));
        let e = error_of(START, "O-O");
        let german = move_error(Lang::De, &e);
        assert!(
            german.starts_with("Du kannst nicht kurz rochieren"),
            "{german}"
        );
        assert!(german.contains("f1 und g1"), "{german}");
        assert_eq!(
            move_error(Lang::De, &MoveError::Empty),
            "Bitte gib einen Zug ein, zum Beispiel Sf3, exd5, O-O oder e2e4."
        );
        let e = MoveError::Ambiguous(vec!["Nbd2".into(), "Nfd2".into()]);
        assert_eq!(
            move_error(Lang::De, &e),
            "Der Zug ist mehrdeutig: meintest du Sbd2 oder Sfd2?"
        );
        let e = MoveError::NoPieceOn(Square::E4);
        assert_eq!(move_error(Lang::De, &e), "Auf e4 steht keine Figur.");
        let e = MoveError::FileOrBishop(vec!["cxd5".into(), "Bxd5".into()]);
        let russian = move_error(Lang::Ru, &e);
        assert!(russian.contains("cxd5 или Сxd5"), "{russian}");
    }

    #[test]
    fn every_move_error_reads_in_both_languages() {
        let errors = [
            error_of(START, "Nd4"),
            error_of(START, "e2e5"),
            error_of(START, "O-O"),
            error_of(START, "e7e5"),
            error_of(START, "e3e4"),
            error_of(START, "exd3"),
            error_of(START, "zz"),
            error_of(START, "Bc4"),
            error_of(START, "Qd1"),
            MoveError::PromotionMissing(Square::E8),
            MoveError::PromotionInvalid(PromotionProblem::NotAPromotion),
            MoveError::PromotionInvalid(PromotionProblem::BadPiece(Role::King)),
            MoveError::KingToAttackedSquare(Square::E2),
            MoveError::StillInCheck("Nf3".into()),
            MoveError::GameOver,
            MoveError::FileOrBishop(vec!["cxd5".into(), "Bxd5".into()]),
        ];
        for e in errors {
            for lang in Lang::ALL {
                let text = move_error(lang, &e);
                assert!(text.len() > 10, "{lang} {e:?}: {text:?}");
                assert!(!text.contains("move-error"), "{text}");
                assert!(!text.contains('{'), "{text}");
            }
        }
    }
}
