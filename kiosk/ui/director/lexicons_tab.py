"""Installed lexicons: install a built file, import raw word lists, remove an unused one."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.core.alphabet import Alphabet, available_alphabets, load_alphabet
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, said
from kiosk.core.languages import LANGUAGES
from kiosk.director.service import ChangeRefused
from kiosk.lexicons.file import LexiconInfo
from kiosk.ui.background import Job, Operations
from kiosk.ui.director.common import DirectorContext, fill_table, read_only_table
from kiosk.ui.player_text import director_number, director_text
from lexicon_build.builder import BuildError


def alphabet_shown(alphabet: Alphabet) -> str:
    """A lexicon's alphabet as the lexicon table shows it: a shipped alphabet by its
    language's own name (Français, Polski), any other by the name its file gives it."""
    code = alphabet.language
    return LANGUAGES[code] if code is not None else alphabet.display_name


# Counts choose their plural form and are written the language's way (1 word, 12,345 words).
INSTALLED = QT_TRANSLATE_NOOP(
    "LexiconsTab", "Installed {lexicon}: %n word(s), fingerprint {fingerprint}.", "", 1
)
BUILDING = QT_TRANSLATE_NOOP("LexiconsTab", "{stage}: %n word(s)", "", 1)
# One lexicon given, one lexicon used (`DirectorService.use_given`): what became of the list.
NOW_JUDGES = QT_TRANSLATE_NOOP(
    "LexiconsTab",
    "{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).",
    "",
    1,
)
NOT_SWITCHED = QT_TRANSLATE_NOOP("LexiconsTab", "{division} still judges with ENABLE: {why}")
UNUSED = QT_TRANSLATE_NOOP(
    "LexiconsTab",
    "No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.",
)


class _ImportSignals(QObject):
    progress = Signal(str, int)


class LexiconsTab(QWidget):
    """The station's lexicons. Imports build in the background; the station keeps judging."""

    def __init__(self, context: DirectorContext) -> None:
        super().__init__()
        self.context = context
        self.table = read_only_table()
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b91c1c; font-weight: bold;")
        self.install_path = QLineEdit()
        self.install_path.setPlaceholderText(self.tr("a .clex file made with lexicon-build"))
        browse_file = QPushButton(self.tr("Browse…"))
        self.install_button = QPushButton(self.tr("Install"))
        self.remove_button = QPushButton(self.tr("Remove selected"))
        install_row = QHBoxLayout()
        install_row.addWidget(self.install_path, 1)
        install_row.addWidget(browse_file)
        install_row.addWidget(self.install_button)

        self.import_paths = QLineEdit()
        self.import_paths.setPlaceholderText(
            self.tr("word lists, separated by ;  (text, .gz, .dawg, .kwg)")
        )
        browse_lists = QPushButton(self.tr("Browse…"))
        self.import_name = QLineEdit()
        self.import_alphabet = QComboBox()
        self.import_alphabet.addItems(available_alphabets())
        self.import_alphabet.setCurrentText("english")
        self.import_expect = QLineEdit()
        self.import_expect.setPlaceholderText(self.tr("published word count (optional)"))
        self.import_button = QPushButton(self.tr("Import"))
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.report = QPlainTextEdit()
        self.report.setReadOnly(True)
        self.report.hide()
        lists_row = QHBoxLayout()
        lists_row.addWidget(self.import_paths, 1)
        lists_row.addWidget(browse_lists)
        form = QFormLayout()
        form.addRow(self.tr("Word lists"), lists_row)
        form.addRow(self.tr("Lexicon name"), self.import_name)
        form.addRow(self.tr("Alphabet"), self.import_alphabet)
        form.addRow(self.tr("Expected words"), self.import_expect)
        form.addRow("", self.import_button)
        import_box = QGroupBox(self.tr("Import word lists"))
        import_box.setLayout(form)
        install_box = QGroupBox(self.tr("Install a lexicon file"))
        install_box.setLayout(install_row)

        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.remove_button)
        layout.addWidget(install_box)
        layout.addWidget(import_box)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.report, 1)

        self.signals = _ImportSignals()
        self.signals.progress.connect(self._on_progress)
        self.ops = Operations(self, threads=1, name="lexicons")  # one install or import at a time
        browse_file.clicked.connect(self._browse_file)
        browse_lists.clicked.connect(self._browse_lists)
        self.install_button.clicked.connect(lambda: self.install())
        self.remove_button.clicked.connect(self.remove)
        self.import_button.clicked.connect(self.start_import)
        self.refresh()

    # -- listing ---------------------------------------------------------------------------

    def default_button(self, field: QWidget | None) -> QPushButton:
        """Return in the file field installs it; in the import fields, imports."""
        return self.install_button if field is self.install_path else self.import_button

    def refresh(self) -> None:
        service = self.context.service
        installed, problems = service.installed_lexicons()
        rows = []
        self.names = []
        builtin = self.tr("{lexicon} (built in)")
        for item in installed:
            info = item.info
            self.names.append(info.name)
            sources = ", ".join(s.name for s in info.sources) or "-"
            rows.append(
                [
                    builtin.format(lexicon=info.name) if item.builtin else info.name,
                    director_number(info.word_count),
                    info.fingerprint[:16],
                    alphabet_shown(info.alphabet),
                    sources,
                    info.built_at,
                    ", ".join(service.profiles_using(info.name)) or "-",
                ]
            )
        fill_table(
            self.table,
            [
                self.tr("Lexicon"),
                self.tr("Words"),
                self.tr("Fingerprint"),
                self.tr("Alphabet"),
                self.tr("Sources"),
                self.tr("Built", "when the lexicon file was built"),
                self.tr("Used by"),
            ],
            rows,
        )
        refused = self.tr("Refused: {problem}")
        self.problems.setText("\n".join(refused.format(problem=director_text(p)) for p in problems))

    def _selected_name(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        return self.names[rows[0].row()] if rows else None

    # -- install and remove ------------------------------------------------------------------

    def _browse_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Lexicon file"),
            "",
            self.tr("Lexicon files (*.clex)"),
            options=QFileDialog.Option.DontUseNativeDialog,
        )
        if path:
            self.install_path.setText(path)

    def _browse_lists(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Word lists"), "", options=QFileDialog.Option.DontUseNativeDialog
        )
        if paths:
            self.import_paths.setText(";".join(paths))

    def install(self, *, cleanup: Path | None = None) -> None:
        """Check and install the chosen file on a worker (the check loads it in a child
        process and proves its words: seconds for a large lexicon, never on the screen's
        thread). ``cleanup``: a folder to remove afterwards (an import's staging folder)."""
        text = self.install_path.text().strip()
        if not text:
            self.status.setText(self.tr("Choose a lexicon file first."))
            return
        self.install_button.setEnabled(False)
        self.import_button.setEnabled(False)
        self.status.setText(self.tr("Checking {file}…").format(file=Path(text).name))
        service = self.context.service
        not_installed = self.tr("Not installed: {error}")

        def work(_job: Job) -> tuple[LexiconInfo | None, Message | str]:
            try:
                return service.install(Path(text)), ""
            except ChangeRefused as exc:  # worded on the screen's thread
                return None, said(exc)
            except Exception as exc:  # whatever happens, the install ends and says so
                return None, not_installed.format(error=f"{type(exc).__name__}: {exc}")
            finally:
                if cleanup is not None:
                    shutil.rmtree(cleanup, ignore_errors=True)

        self.ops.change("install", work, lambda answer: self._on_installed(*answer))

    def _on_installed(self, info: LexiconInfo | None, refused: Message | str) -> None:
        self.install_button.setEnabled(True)
        self.import_button.setEnabled(True)
        self.install_path.clear()
        if info is None:
            refusal = director_text(refused)
            self.status.setText(refusal)
            self.context.tell(self, self.tr("Not installed"), refusal)
            return
        installed = director_text(
            INSTALLED(lexicon=info.name, fingerprint=info.fingerprint[:16], n=info.word_count)
        )
        self.status.setText(" ".join(filter(None, (installed, self._used(info)))))
        self.refresh()

    def _used(self, info: LexiconInfo) -> str:
        """What became of the list installed: a station whose only division judged with the
        built-in ENABLE judges with it from now on (as `director lexicon install` does),
        or the list waits for a division to name it. On the screen's thread: the switch is a
        change of the station's settings, as the Profiles tab makes."""
        service = self.context.service
        try:
            use = service.use_given(info, by="director mode")
        except ChangeRefused as exc:
            division = service.lexicon_use(info.name).adopter or ""
            refusal = director_text(NOT_SWITCHED(division=division, why=said(exc)))
            self.context.tell(self, self.tr("Not switched"), refusal)
            return refusal
        if use.adopted:
            return director_text(
                NOW_JUDGES(
                    division=use.adopter or "",
                    lexicon=info.name,
                    fingerprint=info.fingerprint[:16],
                    n=info.word_count,
                )
            )
        return "" if use.using else director_text(UNUSED(lexicon=info.name))

    def remove(self) -> None:
        name = self._selected_name()
        if name is None:
            self.status.setText(self.tr("Select a lexicon to remove."))
            return
        question = self.tr("Remove {lexicon} from this station?").format(lexicon=repr(name))
        if not self.context.ask(self, self.tr("Remove lexicon"), question):
            return
        try:
            self.context.service.remove(name)
        except ChangeRefused as exc:
            self.status.setText(director_text(exc))
            self.context.tell(self, self.tr("Not removed"), director_text(exc))
            return
        self.status.setText(self.tr("Removed {lexicon}.").format(lexicon=name))
        self.refresh()

    # -- import (background) -----------------------------------------------------------------

    def start_import(self) -> None:
        paths = [Path(p.strip()) for p in self.import_paths.text().split(";") if p.strip()]
        name = self.import_name.text().strip()
        expect_text = self.import_expect.text().strip().replace(",", "")
        if not paths or not name:
            self.status.setText(self.tr("Give the word lists and a name for the lexicon."))
            return
        if expect_text and not expect_text.isdigit():
            self.status.setText(self.tr("The expected word count must be a whole number."))
            return
        expect = int(expect_text) if expect_text else None
        alphabet = load_alphabet(self.import_alphabet.currentText())
        self.import_button.setEnabled(False)
        self.progress.show()
        self.report.hide()
        self.status.setText(self.tr("Importing {lexicon}…").format(lexicon=name))
        service = self.context.service
        cannot_write = self.tr("cannot write the lexicon: {error}")
        out_of_memory = self.tr(
            "the computer ran out of memory building the lexicon; check the files"
        )
        stopped = self.tr("the import stopped: {error}")

        def work(_job: Job) -> tuple[str, Message | str]:  # builds only: installing and
            # logging happen back on the screen
            try:
                built = service.build(
                    paths,
                    name=name,
                    alphabet=alphabet,
                    expect_count=expect,
                    progress=lambda stage, done, total: self.signals.progress.emit(stage, done),
                )
            except BuildError as exc:  # worded on the screen's thread
                return "", said(exc)
            except OSError as exc:
                return "", cannot_write.format(error=exc)
            except MemoryError:
                return "", out_of_memory
            except Exception as exc:  # whatever happens, the import must end and say so
                error = f"{type(exc).__name__}: {exc}"
                return "", stopped.format(error=error)
            return str(built), ""

        self.ops.query("import", work, lambda answer: self._on_built(*answer))

    def _on_progress(self, stage: str, done: int) -> None:
        self.status.setText(director_text(BUILDING(stage=stage, n=done)))

    def _on_built(self, built: str, report: Message | str) -> None:
        self.progress.hide()
        self.import_button.setEnabled(True)  # disabled again while the install runs
        if not built:
            self.status.setText(self.tr("Import failed: nothing was installed."))
            self.report.setPlainText(director_text(report))
            self.report.show()
            return
        self.install_path.setText(built)
        self.install(cleanup=Path(built).parent)
