## challenges
