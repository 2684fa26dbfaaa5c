## Tournament stages and knockouts: their page sections and their mails, and the refusals of tournament and challenge fields.
