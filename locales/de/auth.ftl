## auth
