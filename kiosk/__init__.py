"""The challenge station: adjudicates challenged plays at word-game tournaments."""

__version__ = "0.1.0"
