# Игра между серверами (docs/FEDERATION.md).
federation-address-form = Укажите игрока с другого сервера как имя@сервер, например alice@chess.example.org.
federation-address-host = Сервер после @ не является допустимым именем хоста.
federation-address-name = Имя перед @ не является допустимым именем пользователя.
federation-off = Этот сервер не играет с другими серверами.
federation-unsupported = Другой сервер не понимает это сообщение.
federation-peer-blocked = Этот сервер не играет с тем сервером.
federation-peer-unreachable = Тот сервер сейчас недоступен; попробуйте позже.
federation-player-unknown = На том сервере нет такого игрока.
federation-refused = Другой сервер отклонил это.
