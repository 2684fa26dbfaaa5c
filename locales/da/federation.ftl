# Spil på tværs af servere (docs/FEDERATION.md).
federation-address-form = Skriv en spiller på en anden server som navn@server, f.eks. alice@skak.example.org.
federation-address-host = Serveren efter @ er ikke et gyldigt værtsnavn.
federation-address-name = Navnet før @ er ikke et gyldigt brugernavn.
federation-off = Denne server spiller ikke med andre servere.
federation-unsupported = Den anden server forstår ikke denne besked.
federation-peer-blocked = Denne server spiller ikke med den server.
federation-peer-unreachable = Den server kan ikke nås lige nu; prøv igen senere.
federation-player-unknown = Den server har ingen sådan spiller.
federation-refused = Den anden server afviste dette.
