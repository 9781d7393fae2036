"""The code's shape: no product file grows past what one person can read in one sitting."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 450


def test_no_product_file_is_over_450_lines():
    long = {
        str(path.relative_to(ROOT)): count
        for folder in ("kiosk", "lexicon_build")
        for path in (ROOT / folder).rglob("*.py")
        if "migrations" not in path.parts
        and (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}, f"split these files (over {MAX_LINES} lines): {long}"
