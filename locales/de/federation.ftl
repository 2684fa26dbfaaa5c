# Spielen über Server hinweg (docs/FEDERATION.md).
federation-address-form = Schreibe einen Spieler auf einem anderen Server als name@server, z. B. alice@schach.example.org.
federation-address-host = Der Server nach dem @ ist kein gültiger Hostname.
federation-address-name = Der Name vor dem @ ist kein gültiger Benutzername.
federation-off = Dieser Server spielt nicht mit anderen Servern.
federation-unsupported = Der andere Server versteht diese Nachricht nicht.
federation-peer-blocked = Dieser Server spielt nicht mit jenem Server.
federation-peer-unreachable = Jener Server ist gerade nicht erreichbar; versuche es später noch einmal.
federation-player-unknown = Jener Server hat keinen solchen Spieler.
federation-refused = Der andere Server hat das abgelehnt.
