# Spil på tværs af servere (docs/FEDERATION.md).
federation-address-form = Skriv en spiller på en anden server som navn@server, f.eks. alice@skak.example.org.
federation-address-host = Serveren efter @ er ikke et gyldigt værtsnavn.
federation-address-name = Navnet før @ er ikke et gyldigt brugernavn.
federation-off = Denne server spiller ikke med andre servere.
federation-unsupported = Den anden server forstår ikke denne besked.
