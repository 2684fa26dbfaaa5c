//! The words of the board scripts (`static/game.js`, `static/analysis.js`,
//! `static/board-kit.js`), taken from the catalog in the page's language and handed to
//! them as a JSON block in the page: the scripts keep no catalog of their own. A
//! sentence with a variable keeps it as a `{name}` placeholder the script fills in.

use serde::Serialize;

use shakmaty::Role;

use crate::i18n::{Lang, chess::san_letters};

/// Every word the board scripts show, in one language.
#[derive(Serialize)]
struct Words {
    board: &'static str,
    analysis_board: &'static str,
    first: String,
    previous: String,
    next: String,
    last: String,
    current: &'static str,
    after_move: String,
    start_position: &'static str,
    last_move: String,
    last_move_castling: String,
    pending: String,
    pending_castling: String,
    /// A king step onto the king's castling square: "king step", and how to castle.
    pending_king_step: String,
    /// "{piece} stays on {square}": a castling piece that does not move.
    stays: String,
    promote: String,
    sending: &'static str,
    kingside: &'static str,
    queenside: &'static str,
    king: &'static str,
    rook: &'static str,
    from_current: &'static str,
    from_after: String,
    no_moves: &'static str,
    taken_back: String,
    note_not_current: &'static str,
    note_play_both: &'static str,
    note_ends_with_reply: String,
    note_your_move: &'static str,
    not_legal: String,
    /// The reader's piece letters for N, B, R, Q, K (`["N", "S"]` in German and
    /// Danish, `["K", "Кр"]` in Russian).
    letters: [(char, &'static str); 5],
}

fn words(lang: Lang) -> Words {
    let letters = [
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ]
    .map(|role| (role.upper_char(), san_letters(lang, role)));
    Words {
        board: lang.t("game-board-label"),
        analysis_board: lang.t("analysis-board-name"),
        first: format!("« {}", lang.t("game-first")),
        previous: format!("‹ {}", lang.t("game-previous")),
        next: format!("{} ›", lang.t("game-next")),
        last: format!("{} »", lang.t("game-last")),
        current: lang.t("game-current-position"),
        after_move: lang.t1("game-after-move", "move", "{move}"),
        start_position: lang.t("game-start-position"),
        last_move: lang.t1("game-last-move", "move", "{move}"),
        last_move_castling: lang.t2(
            "game-last-move-castling",
            "move",
            "{move}",
            "castling",
            "{castling}",
        ),
        pending: lang.t1("analysis-pending", "move", "{move}"),
        pending_castling: lang.t2(
            "analysis-pending-castling",
            "move",
            "{move}",
            "castling",
            "{castling}",
        ),
        pending_king_step: lang.t1("analysis-pending-king-step", "move", "{move}"),
        stays: lang.t2(
            "castling-leg-stays",
            "piece",
            "{piece}",
            "square",
            "{square}",
        ),
        promote: lang.t1("analysis-promote-pawn", "square", "{square}"),
        sending: lang.t("analysis-sending"),
        kingside: lang.t("side-kingside"),
        queenside: lang.t("side-queenside"),
        king: lang.t("piece-king"),
        rook: lang.t("piece-rook"),
        from_current: lang.t("analysis-from-current"),
        from_after: lang.t2(
            "analysis-from-after",
            "start",
            "{start}",
            "played",
            "{played}",
        ),
        no_moves: lang.t("analysis-no-moves"),
        taken_back: lang.t1("analysis-taken-back", "line", "{line}"),
        note_not_current: lang.t("analysis-note-not-current"),
        note_play_both: lang.t("analysis-note-play-both"),
        note_ends_with_reply: lang.t1("analysis-note-ends-with-reply", "move", "{move}"),
        note_your_move: lang.t("analysis-note-your-move"),
        not_legal: lang.t1("analysis-not-legal", "text", "{text}"),
        letters,
    }
}

/// The board scripts' words in `lang`, as JSON safe inside a `<script
/// type="application/json">` block (no `<`, `>` or `&` left to end it early).
pub fn json(lang: Lang) -> String {
    let text = serde_json::to_string(&words(lang)).unwrap_or_else(|_| "{}".into());
    text.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scripts_words_follow_the_language_with_placeholders() {
        let en: serde_json::Value = serde_json::from_str(&json(Lang::En)).unwrap();
        assert_eq!(en["pending"], "Your move {move}. Play it, or cancel.");
        assert_eq!(en["after_move"], "After {move}");
        assert_eq!(en["stays"], "{piece} stays on {square}");
        assert!(
            en["pending_king_step"]
                .as_str()
                .unwrap()
                .contains("put the king on its rook")
        );
        assert_eq!(en["first"], "« First");
        assert_eq!(en["letters"][0], serde_json::json!(["N", "N"]));
        let de: serde_json::Value = serde_json::from_str(&json(Lang::De)).unwrap();
        assert_eq!(de["pending"], "Dein Zug {move}. Ziehen oder abbrechen?");
        assert_eq!(de["kingside"], "kurz");
        assert_eq!(de["letters"][0], serde_json::json!(["N", "S"]));
        assert_eq!(de["letters"][3], serde_json::json!(["Q", "D"]));
        let ru: serde_json::Value = serde_json::from_str(&json(Lang::Ru)).unwrap();
        assert_eq!(ru["letters"][0], serde_json::json!(["N", "К"]));
        assert_eq!(ru["letters"][4], serde_json::json!(["K", "Кр"]));
        let da: serde_json::Value = serde_json::from_str(&json(Lang::Da)).unwrap();
        assert_eq!(da["letters"][2], serde_json::json!(["R", "T"]));
    }

    #[test]
    fn nothing_in_the_block_can_end_the_script_element() {
        for lang in Lang::ALL {
            let text = json(lang);
            assert!(!text.contains(['<', '>', '&']), "{text}");
        }
    }
}
