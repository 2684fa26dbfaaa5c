//! What queueing a move mail costs the move's transaction: rendering its text and HTML
//! bodies and the board diagram, signing its reply address and unsubscribe link (the
//! outbox row is then one INSERT).
//!
//! Run: `cargo bench --bench mail -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use corrchess::chess::{Game, StartNumber, diagram::Diagram};
use corrchess::domain::{
    GameId, Links, TimeZone, UserId, clock::TimeControl, mail_tokens::SigningKey,
};
use corrchess::mail::{
    Envelope, MailContent,
    game_messages::{GameRef, MoveName, MovePlayed},
};
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::{Color, Position};

fn bench_mail(c: &mut Criterion) {
    let game = Game::replay(
        StartNumber::CLASSICAL,
        &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1h1"],
    )
    .expect("legal moves");
    let played = game.last_move().expect("a move").clone();
    let links = Links::new("https://corrchess.example").with_mail(
        SigningKey::new(vec![7; 32]).expect("a key"),
        Some("reply.corrchess.example".into()),
    );
    c.bench_function("move mail: diagram, subject, text and HTML bodies, signed reply address and unsubscribe link", |b| {
        b.iter(|| {
            let mail = MovePlayed {
                recipient: "bert".into(),
                opponent: "wanda".into(),
                game: GameRef {
                    id: 4711,
                    white: "wanda".into(),
                    black: "bert".into(),
                },
                played: MoveName::of(&played),
                in_reply_to: None,
                board: Diagram::new(game.position().board(), Color::Black),
                deadline: time::macros::datetime!(2026-12-03 14:05 UTC),
                time_zone: TimeZone::utc(),
                time_control: TimeControl::PerMove { days: 3 },
                message: "Your move. Good luck!".into(),
                draw_offer: false,
                record: None,
                link: "https://corrchess.example/games/4711".into(),
            };
            black_box(
                mail.to_mail(
                    &Envelope::to(black_box("bert@example.org"), &links)
                        .in_game(GameId(4711), UserId(2))
                        .replies_play(7)
                        .unsubscribe(UserId(2), corrchess::domain::mail_tokens::Unsubscribe::Moves),
                )
                .expect("renders"),
            )
        })
    });
}

criterion_group!(benches, bench_mail);
criterion_main!(benches);
