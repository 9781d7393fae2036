"""The arguments of ``challenge-kiosk director set-pin|lexicon|event ...``, without running them.

The command line builds its whole parser for every command (``judge``, ``--help`` ...), so
this module imports nothing but argparse: the commands are run by
`kiosk.director.commands`, `kiosk.director.lexicon_commands` and
`kiosk.director.event_commands`, imported only when a ``director`` command runs.
"""

from __future__ import annotations

from typing import Any

__all__ = ["add_director_parser", "add_event_parser", "add_lexicon_parser"]


def add_director_parser(sub: Any) -> None:
    """Add ``director set-pin|lexicon|event`` to the main parser's subcommands."""
    director = sub.add_parser("director", help="director settings without the screen")
    commands = director.add_subparsers(dest="director_command", required=True, metavar="COMMAND")
    set_pin = commands.add_parser(
        "set-pin",
        help="set or change the director PIN (stored only as an argon2id hash)",
        description="Set the PIN that opens director mode. Exit code 0: set, 2: not set.",
    )
    set_pin.add_argument(
        "--pin-stdin",
        action="store_true",
        help="read the PIN from the first line of standard input",
    )
    add_lexicon_parser(commands)
    add_event_parser(commands)


def add_lexicon_parser(commands: Any) -> None:
    """Add ``lexicon install|list|remove`` under ``challenge-kiosk director``."""
    lexicon = commands.add_parser(
        "lexicon",
        help="install, list or remove the station's lexicons (as director mode's Lexicons tab)",
        description="The station's lexicons, as director mode's Lexicons tab: each file is "
        "proven before it is installed, and every install, refusal and removal is recorded "
        "in the audit log. Exit code 0: done, 2: refused (the reason is printed), 4: the "
        "audit log cannot record it (nothing was changed).",
    )
    actions = lexicon.add_subparsers(dest="lexicon_command", required=True, metavar="ACTION")
    install = actions.add_parser(
        "install",
        help="prove a built lexicon file (.clex) and install it on this station",
        description="Prove a lexicon file built with lexicon-build (its words must give the "
        "fingerprint it states) and copy it into the station's lexicons folder (private to "
        "the station's account). A file that fails its checks is refused with the reason and "
        "the refusal is recorded. At a station whose only division judges with the built-in "
        "ENABLE (a new station's Main), that division judges with the list from then on "
        "(written to station.toml and recorded); a list given later stays unused until a "
        "division names it. Exit code 0: installed, 2: refused (or installed, but the "
        "division could not be switched: the reason is printed), 4: the audit log cannot "
        "record it.",
    )
    install.add_argument("file", metavar="FILE", help="the .clex file")
    install.add_argument(
        "--replace",
        action="store_true",
        help="replace an installed lexicon of the same name that holds other words",
    )
    install.add_argument(
        "--require-use",
        action="store_true",
        help="refuse (exit code 2, nothing installed, the refusal recorded) a list that no "
        "division judges with; without it, such a list is installed with a warning",
    )
    listing = actions.add_parser(
        "list",
        help="every installed lexicon, the divisions using it, and files that fail their checks",
        description="Every lexicon this station can use (the built-in ENABLE first) with its "
        "word count, fingerprint, file and the divisions using it; then the files in the "
        "lexicons folder that fail their checks, with the reason.",
    )
    listing.add_argument("--json", action="store_true", help="machine-readable output")
    remove = actions.add_parser(
        "remove",
        help="remove an installed lexicon that no division uses",
        description="Remove an installed lexicon that no division uses and no event plan in "
        "force or to come names (switch the divisions first). Exit code 0: removed, 2: "
        "refused, 4: the audit log cannot record it.",
    )
    remove.add_argument("name", metavar="NAME", help="the lexicon's name, as `list` shows it")
    remove.add_argument(
        "--fingerprint",
        metavar="HEX",
        default="",
        help="which list, when two of one name are installed: its fingerprint as `list` "
        "shows it (the first 12 digits are enough)",
    )


def add_event_parser(commands: Any) -> None:
    """Add ``event join|sync|status`` under ``challenge-kiosk director``."""
    event = commands.add_parser("event", help="join the event and follow its signed plans")
    steps = event.add_subparsers(dest="event_command", required=True, metavar="STEP")
    join = steps.add_parser("join", help="join an event, pinning its key")
    join.add_argument("--event", required=True, metavar="NAME")
    join.add_argument("--key", required=True, metavar="HEX", help="the event key's public half")
    join.add_argument("--replace", action="store_true", help="join another event or key")
    steps.add_parser("sync", help="fetch the event's plans and lexicons now")
    steps.add_parser("status", help="the event, its plans and the one in force")
