## errors
