"""Bundled files are found the same way from source and from a PyInstaller bundle."""

from __future__ import annotations

import shutil
import sys
from importlib import resources

import pytest

from kiosk.core.alphabet import available_alphabets, load_alphabet
from kiosk.storage.paths import asset_path
from tests.conftest import REPO

SPEC = REPO / "installers" / "challenge-kiosk.spec"
ALPHABETS = {
    "catalan", "dutch", "english", "french", "german", "norwegian", "polish", "spanish", "swedish",
}  # fmt: skip


@pytest.fixture
def no_bundle(monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)


def test_from_source_assets_come_from_the_checkout(no_bundle):
    assert asset_path("enable.clex") == REPO / "assets" / "enable.clex"
    assert asset_path("fonts/DejaVuSans.ttf").is_file()
    assert asset_path("fonts/DejaVuSans-Bold.ttf").is_file()


def test_frozen_assets_come_from_the_bundle_first(tmp_path, monkeypatch):
    bundle = tmp_path / "_internal"
    (bundle / "assets" / "fonts").mkdir(parents=True)
    shutil.copy(REPO / "assets" / "enable.clex", bundle / "assets" / "enable.clex")
    shutil.copy(REPO / "assets" / "fonts" / "DejaVuSans.ttf", bundle / "assets" / "fonts")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)

    assert asset_path("enable.clex") == bundle / "assets" / "enable.clex"
    assert asset_path("fonts/DejaVuSans.ttf") == bundle / "assets" / "fonts" / "DejaVuSans.ttf"

    from kiosk.cli import load_default_lexicon

    lexicon = load_default_lexicon()
    assert lexicon.path == bundle / "assets" / "enable.clex"
    assert lexicon.name == "ENABLE" and "CAT" in lexicon


def test_frozen_bundle_without_the_file_falls_back_then_names_every_place(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("enable.clex") == REPO / "assets" / "enable.clex"
    with pytest.raises(FileNotFoundError) as error:
        asset_path("no-such-file.bin")
    message = str(error.value)
    assert str(tmp_path / "assets") in message and str(REPO / "assets") in message


def test_alphabets_are_package_resources():
    folder = resources.files("kiosk.core") / "alphabets"
    names = {entry.name.removesuffix(".toml") for entry in folder.iterdir()}
    assert names >= ALPHABETS
    assert set(available_alphabets()) >= ALPHABETS
    assert load_alphabet("spanish").name


def test_migrations_are_files_next_to_the_code():
    from kiosk.audit.migrate import HEAD_REVISION, migrations_dir

    folder = migrations_dir()
    assert (folder / "env.py").is_file()
    versions = sorted(p.name for p in (folder / "versions").glob("*.py"))
    assert versions and versions[-1].startswith(HEAD_REVISION)


def test_the_spec_bundles_every_folder_the_code_reads():
    """The spec is where data files are listed: keep it in step with the code's lookups."""
    text = SPEC.read_text(encoding="utf-8")
    for needed in (
        '"assets" / "enable.clex"',
        '"assets" / "fonts"), "assets/fonts"',
        '"kiosk/core/alphabets"',
        '"kiosk/audit/migrations"',
        '"kiosk/audit/migrations/versions"',
    ):
        assert needed in text, needed
    used_fonts = {p.name for p in (REPO / "assets" / "fonts").glob("*.ttf")}
    assert {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"} <= used_fonts


def test_windows_installer_and_desktop_file_match_the_spec():
    iss = (REPO / "installers" / "windows" / "challenge-kiosk.iss").read_text(encoding="utf-8")
    assert r"dist\challenge-kiosk\*" in iss  # the spec's COLLECT folder
    assert "challenge-kiosk.exe" in iss and "lexicon-build.exe" in iss
    desktop = (REPO / "installers" / "linux" / "challenge-kiosk.desktop").read_text("utf-8")
    assert "Exec=/opt/challenge-kiosk/challenge-kiosk" in desktop
    unit = (REPO / "installers" / "linux" / "challenge-kiosk.service").read_text("utf-8")
    assert "ExecStart=/usr/bin/cage -d -- /opt/challenge-kiosk/challenge-kiosk" in unit
    assert "Restart=always" in unit and "User=kiosk" in unit and "TTYPath=/dev/tty1" in unit
    spec = SPEC.read_text("utf-8")
    assert 'if sys.platform == "darwin":\n    app = BUNDLE(' in spec


def test_the_built_in_lexicon_is_the_file_the_station_trusts_and_proves_otherwise():
    """The station skips the word-by-word proof only for the exact shipped bytes."""
    import hashlib

    from kiosk.lexicons.file import fingerprint_of, load_lexicon
    from kiosk.lexicons.library import BUILTIN_SHA256
    from kiosk.storage.paths import DEFAULT_LEXICON_FILE, asset_path

    path = asset_path(DEFAULT_LEXICON_FILE)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == BUILTIN_SHA256, (
        "assets/enable.clex was rebuilt: update BUILTIN_SHA256 in kiosk/lexicons/library.py"
    )
    lexicon = load_lexicon(path)  # the full proof, as for any file
    assert fingerprint_of(sorted(lexicon.trie.keys())) == lexicon.fingerprint
