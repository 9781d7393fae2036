"""Build lexicon files for the challenge station from word lists."""
