//! What a game or challenge with a player elsewhere tells the other server (issue 48,
//! docs/FEDERATION.md): the shadow accounts of remote players, the messages queued in
//! an action's transaction, and home's `state` of a game. Below the actions that call
//! it (challenges, moves, the record's hook) and below `federation`, which acts on
//! what peers send: it calls no other service module.

pub mod outgoing;
pub mod players;
pub mod state;
