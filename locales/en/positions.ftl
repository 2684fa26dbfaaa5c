## positions
