"""The roles SQL is one text: every copy of it in the docs is docs/central-roles.sql, word for
word (the file is what `test_fleet_roles` runs as written).

Black-box: docs/fleet.md's copy lacked the `audit_words` grant the file had, so a director who
pasted it from the page gave the fleet page a role its word search could not read with.
"""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ROLES = REPO / "docs" / "central-roles.sql"
FENCED = re.compile(r"^```(?P<lang>[\w+-]*)[^\n]*\n(?P<body>.*?)^```[ \t]*$", re.M | re.S)
# What makes a block a copy of the roles script, whole or in part.
ROLES_SQL = re.compile(r"\b(CREATE ROLE|GRANT|ALTER ROLE)\b", re.I)


def sql_blocks(path: Path) -> list[str]:
    """The fenced code blocks of a Markdown file that hold role SQL (any language tag)."""
    return [
        found["body"]
        for found in FENCED.finditer(path.read_text(encoding="utf-8"))
        if ROLES_SQL.search(found["body"])
    ]


def docs() -> list[Path]:
    return sorted(
        [REPO / "README.md", *REPO.glob("docs/**/*.md"), *REPO.glob("installers/**/*.md")]
    )


def test_every_copy_of_the_roles_sql_in_the_docs_is_the_file():
    script = ROLES.read_text(encoding="utf-8")
    copies = {path.relative_to(REPO).as_posix(): sql_blocks(path) for path in docs()}
    assert copies["docs/fleet.md"], "docs/fleet.md shows the roles SQL"
    differ = [name for name, blocks in copies.items() for block in blocks if block != script]
    assert differ == [], f"copies of the roles SQL that are not {ROLES.name}: {differ}"


def test_the_check_sees_a_copy_that_lost_a_line(tmp_path):
    """The extraction finds a shortened copy (the mistake this guards against)."""
    script = ROLES.read_text(encoding="utf-8")
    shortened = script.replace(", audit_words TO kiosk_fleet", " TO kiosk_fleet")
    page = tmp_path / "page.md"
    page.write_text(f"Run this:\n\n```sql\n{shortened}```\n\nand more.\n", encoding="utf-8")
    assert sql_blocks(page) == [shortened] and shortened != script
