"""Director mode without a screen: the PIN and the changes a director makes."""
