//! What queueing a move mail costs the move's transaction: rendering its text and HTML
//! bodies and the board diagram (the outbox row is then one INSERT).
//!
//! Run: `cargo bench --bench mail -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use corrchess::chess::{Game, StartNumber, diagram};
use corrchess::mail::{MailContent, game_messages::MovePlayed};
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::{Color, Position};

fn bench_mail(c: &mut Criterion) {
    let game = Game::replay(
        StartNumber::CLASSICAL,
        &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1h1"],
    )
    .expect("legal moves");
    let played = game.last_move().expect("a move").clone();
    c.bench_function("move mail: diagram, subject, text and HTML bodies", |b| {
        b.iter(|| {
            let mail = MovePlayed {
                recipient: "bert".into(),
                opponent: "wanda".into(),
                game_id: 4711,
                move_label: format!("{}{}", played.label(), played.san),
                in_reply_to: String::new(),
                castling: played.castling_description().unwrap_or_default(),
                diagram: diagram::text(game.position().board(), Color::Black),
                deadline: "Thu, 03 Dec 2026, 14:05 UTC".into(),
                time_control: "3 days per move".into(),
                message: "Your move. Good luck!".into(),
                link: "https://corrchess.example/games/4711".into(),
            };
            black_box(
                mail.to_mail(black_box("bert@example.org"))
                    .expect("renders"),
            )
        })
    });
}

criterion_group!(benches, bench_mail);
criterion_main!(benches);
