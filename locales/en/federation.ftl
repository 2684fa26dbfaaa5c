# Play across servers (docs/FEDERATION.md).
federation-address-form = Write a player on another server as name@server, e.g. alice@chess.example.org.
federation-address-host = The server after the @ is not a valid host name.
federation-address-name = The name before the @ is not a valid username.
federation-off = This server does not play with other servers.
federation-unsupported = The other server does not understand this message.
federation-peer-blocked = This server does not play with that server.
federation-peer-unreachable = That server cannot be reached right now; try again later.
federation-player-unknown = That server has no such player.
federation-refused = The other server refused this.
