## Sign-up, log-in, address confirmation and password reset.

signup-username = Username
signup-username-hint = 3 to 20 letters, digits, _ or -.
signup-email = Email address
signup-email-hint = Your opponents' moves arrive here. Never shown to others.
signup-password = Password
signup-password-hint = At least 10 characters.
signup-have-account = Already have an account?
login-name = Username or email address
login-forgot = Forgot your password?
login-empty = Enter your username (or email address) and your password.
login-refused = That username or email and password do not match an account.
