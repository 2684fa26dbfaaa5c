## settings
