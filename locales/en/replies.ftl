## Mail replies, sign-up attempts, unsubscribing and the API page.
