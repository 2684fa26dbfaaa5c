## tournaments
