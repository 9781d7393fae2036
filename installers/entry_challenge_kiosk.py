"""Frozen entry point of ``challenge-kiosk`` (the same as the console script)."""

from kiosk.cli import main

raise SystemExit(main())
