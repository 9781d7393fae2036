"""Frozen entry point of ``lexicon-build`` (the same as the console script)."""

from lexicon_build.cli import main

raise SystemExit(main())
