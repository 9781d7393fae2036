"""Director mode: the screens a director uses after entering the PIN (ordinary Qt widgets)."""
