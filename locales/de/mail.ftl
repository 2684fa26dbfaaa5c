## mail
