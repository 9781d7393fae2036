"""What the word-list readers and the lexicon proof say to a director is a translatable message.

Real broken inputs (a Quackle .dawg and a wolges .kwg cut short, a .kwg holding both graphs
cut short, a text list with bad lines, a file in no known format) and real child processes
that crash or hang: each error carries a `Message` (context "LexiconBuild") whose English is
``str(error)``, what the command line, the log and the other tests read. Wrapped by the
builder, by `LexiconFileError` or by the director service, the reader's own message stays
inside (it is not flattened to English), so director mode words the whole report.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from kiosk.audit import AuditQuery, EventKind
from kiosk.core.alphabet import load_alphabet
from kiosk.core.i18n import Message, Template, said
from kiosk.core.station_messages import READER_CRASHES, READER_LOOPS
from kiosk.director.service import ChangeRefused, DirectorService
from kiosk.lexicons.file import LexiconFileError
from kiosk.lexicons.proof import prove_in_child
from lexicon_build.builder import BuildError, build_lexicon
from lexicon_build.limits import MAX_WORD_LETTERS
from lexicon_build.readers import NO_KNOWN_FORMAT, ReadError, detect
from lexicon_build.readers.dawg import NOT_TILES, DawgReader
from lexicon_build.readers.kwg import NOT_WHOLE_NODES, KwgReader
from lexicon_build.readers.text import NOT_UTF8, TextReader
from lexicon_build.readers.wordgraph import GROUP_RUNS_OFF, NODE_OUTSIDE, REFERS_OUTSIDE
from tests.lexforge import build_genuine, open_genuine_station
from tests.lexformats import write_dawg, write_kwg

ENGLISH = load_alphabet("english")


def messages(message: Message) -> list[Message]:
    """A message and every message inside it."""
    inner = [v for _, v in message.values if isinstance(v, Message)]
    return [message, *(m for v in inner for m in messages(v))]


CONTEXTS = ("LexiconBuild", "Lexicons", "DirectorService", "Problem", "Alphabet")


def director_message(error: BaseException) -> Message:
    """The error's message, checked: the lexicon build's context (an install's refusal is
    the service's and the lexicons', a rejected line's reason may be the alphabet's own,
    Problem and Alphabet), the English of ``str()``."""
    message = said(error)
    assert isinstance(message, Message), f"{type(error).__name__} flattened to {message!r}"
    assert message.english == str(error)
    assert "{" not in str(error)  # every placeholder was filled
    assert all(m.context in CONTEXTS for m in messages(message))
    return message


def templates(message: Message) -> list[Template]:
    return [m.template for m in messages(message)]


def dawg() -> bytes:
    words = [[ENGLISH.tile_index(ch) for ch in word] for word in ("AA", "AAH", "CAT", "DOG")]
    return write_dawg(words, ENGLISH.tiles)


def kwg(*, gaddag: bool = False) -> bytes:
    words = [[ENGLISH.tile_index(ch) + 1 for ch in word] for word in ("AB", "CAT", "DOG")]
    return write_kwg(words, gaddag=gaddag)


# -- the readers ------------------------------------------------------------------------


@pytest.mark.parametrize("cut", [3, 7, 14], ids=["inside-a-node", "one-node", "two-nodes"])
def test_a_truncated_dawg_is_refused_with_a_message(cut):
    with pytest.raises(ReadError) as caught:
        DawgReader().read(dawg()[:-cut], ENGLISH)
    message = director_message(caught.value)
    assert "truncated" in message or "damaged" in message


def test_a_truncated_dawg_says_how_many_bytes_are_stray():
    with pytest.raises(ReadError) as caught:
        DawgReader().read(dawg()[:-3], ENGLISH)
    assert str(director_message(caught.value)) == (
        "the word graph ends in the middle of a node (4 stray bytes); "
        "the file is truncated or damaged"
    )


@pytest.mark.parametrize("gaddag", [False, True], ids=["dawg-only", "with-gaddag"])
@pytest.mark.parametrize("cut", [2, 4, 8])
def test_a_truncated_kwg_is_refused_with_a_message(gaddag, cut):
    with pytest.raises(ReadError) as caught:
        KwgReader().read(kwg(gaddag=gaddag)[:-cut], ENGLISH)
    message = director_message(caught.value)
    if cut % 4:
        assert message.template is NOT_WHOLE_NODES


def test_a_kwg_cut_inside_its_word_graph_names_the_node():
    data = kwg()
    with pytest.raises(ReadError) as caught:
        KwgReader().read(data[:-8], ENGLISH)
    message = director_message(caught.value)
    assert message.template in (REFERS_OUTSIDE, NODE_OUTSIDE, GROUP_RUNS_OFF)
    assert "truncated" in message


def test_letters_outside_the_alphabet_and_the_advice_are_messages():
    spanish = load_alphabet("spanish")
    data = write_dawg([[spanish.tile_index("CH"), 0, spanish.tile_index("Ñ")]], spanish.tiles)
    with pytest.raises(ReadError) as caught:
        DawgReader().read(data, ENGLISH)
    message = director_message(caught.value)
    assert message.template is NOT_TILES  # two letters: "are not tiles"
    assert '"CH", "Ñ"' in message
    hint = message.mapping["hint"]
    assert isinstance(hint, Message) and str(hint) == "build with --alphabet spanish"


def test_a_text_list_with_a_line_that_is_not_utf8_is_refused_with_a_message():
    data = b"AA\nCAT\nCAF\xe9\nDOG\n"  # a Latin-1 line
    with pytest.raises(ReadError) as caught:
        list(TextReader().blocks(data))
    message = director_message(caught.value)
    assert message.template is NOT_UTF8
    assert str(message) == "line 3 is not UTF-8 text; save the list as UTF-8 and build again"


def test_a_file_in_no_known_format_is_refused_with_a_message():
    with pytest.raises(ReadError) as caught:
        detect(b"\x00\x01\x02 not a word list")
    assert director_message(caught.value).template is NO_KNOWN_FORMAT


# -- carried through the builder --------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "data", "inner"),
    [
        ("short.dawg", dawg()[:-3], "stray bytes"),
        ("short.kwg", kwg()[:-2], "4-byte nodes"),
        ("both.kwg", kwg(gaddag=True)[:-6], "4-byte nodes"),
        ("latin1.txt", b"AA\n" * 2000 + b"CAF\xe9\n", "line 2001 is not UTF-8 text"),
    ],
)
def test_the_builder_keeps_the_readers_message_inside_its_own(tmp_path, name, data, inner):
    source = tmp_path / name
    source.write_bytes(data)
    with pytest.raises(BuildError) as caught:
        build_lexicon([source], name="T", alphabet=ENGLISH)
    message = director_message(caught.value)
    why = message.mapping["why"]
    assert isinstance(why, Message) and inner in why  # the reader's message, not its English
    assert str(caught.value).startswith(f"{source}: ")


def test_a_text_list_with_bad_lines_is_refused_with_a_message(tmp_path):
    source = tmp_path / "words.txt"
    source.write_text("AA\nCAT\nD0G\nQU1Z\nZA\n", encoding="utf-8")
    with pytest.raises(BuildError) as caught:
        build_lexicon([source], name="T", alphabet=ENGLISH)
    error = caught.value
    message = director_message(error)
    assert error.reject_count == 2 and [r.line for r in error.rejects] == [3, 4]
    assert str(error).splitlines()[0] == (
        "lines that are not words of the English alphabet: 2; fix them, or build with "
        "--skip-invalid to leave them out"
    )
    first = message.mapping["message"]
    assert isinstance(first, Message) and str(first) == error.message


def test_each_rejected_line_is_worded_in_the_directors_language(tmp_path, qapp):
    """The report lists each bad line with its reason; in French the reasons are French (the
    alphabet's own message), while the file, line numbers and typed text stay as they are."""
    from kiosk.ui.player_text import player_text

    source = tmp_path / "mots.txt"
    source.write_text("AA\nCAT\nD0G\n" + "Z" * (MAX_WORD_LETTERS + 1) + "\nZA\n", encoding="utf-8")
    with pytest.raises(BuildError) as caught:
        build_lexicon([source], name="T", alphabet=ENGLISH)
    error = caught.value
    english = str(error)
    assert "mots.txt:3: 'D0G': " in english and "is not a letter" in english
    assert f"longer than {MAX_WORD_LETTERS} letters, so not a word" in english
    assert error.reject_count == 2
    french = player_text("fr").say(said(error))
    assert "mots.txt:3" in french and "'D0G'" in french
    assert "is not a letter" not in french and "so not a word" not in french
    assert error.rejects[0].data() == {  # the command line's JSON: plain text
        "file": "mots.txt",
        "line": 3,
        "text": "D0G",
        "reason": error.rejects[0].reason,
    }


# -- the lexicon proof ------------------------------------------------------------------


def child(monkeypatch: pytest.MonkeyPatch, code: str) -> None:
    """The lexicon check's child process runs ``code`` (after reading the bytes it is sent)."""
    import kiosk.lexicons.proof as proof

    command = [sys.executable, "-c", f"import sys; sys.stdin.buffer.read(); {code}"]
    monkeypatch.setattr(proof, "_child_command", lambda: command)


def test_a_reader_that_crashes_is_a_refusal_with_a_message(tmp_path, monkeypatch):
    child(monkeypatch, "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)")
    with pytest.raises(LexiconFileError) as caught:
        prove_in_child(tmp_path / "x.clex", b"bytes")
    message = director_message(caught.value)
    assert READER_CRASHES in templates(message)
    assert caught.value.reason == (
        "its word graph crashes the reader (SIGSEGV): the file is damaged or forged; do not use it"
    )


def test_a_reader_that_loops_is_a_refusal_with_a_message(tmp_path, monkeypatch):
    child(monkeypatch, "import time; time.sleep(30)")
    with pytest.raises(LexiconFileError) as caught:
        prove_in_child(tmp_path / "x.clex", b"bytes", timeout=1)
    message = director_message(caught.value)
    assert READER_LOOPS in templates(message)
    assert "no answer in 1 s" in message


# -- as director mode gets them ---------------------------------------------------------


@pytest.fixture
def station(kiosk_home: Path):
    runtime = open_genuine_station(kiosk_home)
    yield runtime
    runtime.close()


def test_an_install_the_reader_crashes_on_is_refused_with_the_whole_message(
    station, tmp_path, monkeypatch
):
    new = build_genuine(tmp_path / "usb", name="NEW")  # never proven on this station
    child(monkeypatch, "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)")
    with pytest.raises(ChangeRefused) as caught:
        DirectorService(station).install(new)
    assert READER_CRASHES in templates(director_message(caught.value))
    assert station.audit is not None
    reasons = [
        r.body["details"]["reason"]
        for r in station.audit.query(AuditQuery())
        if r.kind is EventKind.LEXICON_REFUSED
    ]
    assert reasons == [  # what the log records: English
        "its word graph crashes the reader (SIGSEGV): the file is damaged or forged; do not use it"
    ]


def test_an_import_of_a_truncated_word_graph_reaches_director_mode_as_messages(
    station, tmp_path, qtbot
):
    from kiosk.ui.i18n import application_language, install_application_language
    from kiosk.ui.player_text import director_text

    source = tmp_path / "cut.dawg"
    source.write_bytes(dawg()[:-3])
    with pytest.raises(BuildError) as caught:
        DirectorService(station).build([source], name="CUT", alphabet=ENGLISH)
    message = director_message(caught.value)
    assert any("stray bytes" in m for m in messages(message))
    install_application_language("fr")
    try:
        french = application_language()
        assert french.code == "fr" and french.loaded
        translated = any(french.lookup(m.context, m.source) != m.source for m in messages(message))
        assert (director_text(caught.value) != str(caught.value)) == translated
    finally:
        install_application_language("en")
    assert director_text(caught.value) == str(caught.value)
