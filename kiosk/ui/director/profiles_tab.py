"""Division profiles: name, lexicon, challenge rule, colour band, second opinion."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.config import PROFILE_COLOURS, Profile, StationConfig
from kiosk.core.federations import FEDERATIONS
from kiosk.core.flow import ProfileChoice, UnavailableProfile
from kiosk.core.i18n import QT_TRANSLATE_NOOP
from kiosk.core.languages import LANGUAGES
from kiosk.core.rules import RULES
from kiosk.director.service import ChangeRefused, EventView
from kiosk.event.clock import clock_said
from kiosk.ui.director.common import DirectorContext, fill_table, read_only_table
from kiosk.ui.player_text import director_text

# A division's list, its size in the plural form its count takes (written the language's way).
LEXICON_LINE = QT_TRANSLATE_NOOP("ProfilesTab", "{lexicon} (%n word(s), {fingerprint})", "", 1)


class ProfilesTab(QWidget):
    """The station's profiles; a change is confirmed (lexicon switches show both fingerprints)."""

    def __init__(self, context: DirectorContext) -> None:
        super().__init__()
        self.context = context
        self.table = read_only_table()
        self.name = QLineEdit()
        self.lexicon = QComboBox()
        self.rule = QComboBox()
        for rule in RULES.values():
            self.rule.addItem(QCoreApplication.translate("Rule", rule.title), rule.id)
        self.federation = QComboBox()
        self.federation.addItem(self.tr("(none)", "no federation preset"), "")
        for federation in FEDERATIONS.values():
            self.federation.addItem(federation.name, federation.id)
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.credit = QLineEdit()
        self.preset_note = QLabel()
        self.preset_note.setWordWrap(True)
        # the event plan this station follows: names that do not match it, and the clock
        # when it is off the central server's by more than a minute
        self.event_note = QLabel()
        self.event_note.setWordWrap(True)
        # under the lexicon and rule: the plan in force sets them for this division
        self.plan_note = QLabel()
        self.plan_note.setWordWrap(True)
        self.colour = QComboBox()
        self.colour.setEditable(True)
        self.colour.addItems(list(PROFILE_COLOURS))
        self.second = QComboBox()
        self.second_shown = QComboBox()
        self.second_shown.addItem(self.tr("the log and director mode only"), "director")
        self.second_shown.addItem(self.tr("players too, under the verdict"), "players")
        self.ask_table = QCheckBox(self.tr("Ask the table number first (every multi-table event)"))
        self.declare_count = QCheckBox(self.tr("Ask how many words before they are typed"))
        self.save = QPushButton(self.tr("Save profile"))
        self.add = QPushButton(self.tr("New profile"))
        self.remove = QPushButton(self.tr("Remove profile"))
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Federation preset"), self.federation)
        form.addRow("", self.preset_note)
        form.addRow(self.tr("Players' language"), self.language)
        form.addRow(self.tr("Lexicon"), self.lexicon)
        form.addRow(self.tr("Lexicon credit line"), self.credit)
        form.addRow(self.tr("Challenge rule"), self.rule)
        form.addRow("", self.plan_note)
        form.addRow(self.tr("Colour band"), self.colour)
        form.addRow(self.tr("Second opinion"), self.second)
        form.addRow(self.tr("Second opinion shown to"), self.second_shown)
        form.addRow("", self.ask_table)
        form.addRow("", self.declare_count)
        box = QGroupBox(self.tr("Profile"))
        box.setLayout(form)
        buttons = QHBoxLayout()
        for button in (self.save, self.add, self.remove):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.event_note)
        layout.addWidget(self.table, 1)
        layout.addWidget(box)
        layout.addLayout(buttons)
        self.editing: int | None = None
        self.event_plan: EventView | None = None
        self.table.itemSelectionChanged.connect(self._selected)
        self.federation.activated.connect(self._preset_chosen)
        self.save.clicked.connect(self.save_profile)
        self.add.clicked.connect(self.new_profile)
        self.remove.clicked.connect(self.remove_profile)
        self.name.textChanged.connect(self._show_plan_note)
        self.refresh()

    @property
    def config(self) -> StationConfig:
        return self.context.service.config

    def default_button(self, _field: QWidget | None) -> QPushButton:
        """Return in a field of the profile saves it (after the usual confirmation)."""
        return self.save

    def refresh(self) -> None:
        service = self.context.service
        rows = []
        for profile, choice in service.profiles_view():
            if isinstance(choice, ProfileChoice):
                lexicon = director_text(
                    LEXICON_LINE(
                        lexicon=choice.lexicon.name,
                        fingerprint=choice.lexicon.fingerprint[:8],
                        n=len(choice.lexicon),
                    )
                )
            elif isinstance(choice, UnavailableProfile):
                lexicon = self.tr("{lexicon}: NOT USABLE ({problem})").format(
                    lexicon=profile.lexicon, problem=director_text(choice.problem)
                )
            else:
                lexicon = profile.lexicon
            rows.append(
                [
                    profile.name,
                    lexicon,
                    QCoreApplication.translate("Rule", RULES[profile.rule].title),
                    profile.colour,
                    profile.second_opinion or "-",
                ]
            )
        headers = [
            self.tr("Profile"),
            self.tr("Lexicon"),
            self.tr("Rule", "the challenge rule"),
            self.tr("Colour"),
            self.tr("Second opinion"),
        ]
        fill_table(self.table, headers, rows)
        installed, _problems = service.installed_lexicons()
        names = [item.info.name for item in installed]
        self.lexicon.clear()
        self.lexicon.addItems(names)
        self.second.clear()  # each item's data is the lexicon's name, "" for none
        self.second.addItem(self.tr("(none)", "no second-opinion lexicon"), "")
        for name in names:
            self.second.addItem(name, name)
        self.event_plan = service.event_view()
        self._show_event_note()
        if self.config.profiles:
            self.table.selectRow(min(self.editing or 0, len(self.config.profiles) - 1))
        self._show_plan_note()

    def _show_event_note(self) -> None:
        """What does not match the event plan (both spellings), and the clock when it is off
        the central server's by more than a minute."""
        event: EventView | None = self.event_plan
        lines = [] if event is None else [f"WARN  {problem}" for problem in event.name_problems]
        if event is not None and abs(event.offset_s) > 60:
            lines.append(self.tr("Clock: {said}").format(said=clock_said(event.offset_s)))
        self.event_note.setText("\n".join(lines))
        self.event_note.setVisible(bool(lines))

    def _show_plan_note(self) -> None:
        """The plan in force sets the selected division's list and rule: an edit here does
        not change what it judges with."""
        event: EventView | None = self.event_plan
        name = self.name.text().strip()
        sets = event.sets(name) if event is not None and name else None
        if event is None or sets is None:
            self.plan_note.setText("")
            self.plan_note.hide()
            return
        lexicon, rule = sets
        self.plan_note.setText(
            self.tr(
                "The event plan sets this division's list and rule: {lexicon}, {rule}, "
                "from plan {serial}"
            ).format(lexicon=lexicon, rule=rule, serial=event.serial)
        )
        self.plan_note.show()

    def _selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        self.editing = rows[0].row()
        profile = self.config.profiles[self.editing]
        self.name.setText(profile.name)
        self.lexicon.setCurrentText(profile.lexicon)
        self.rule.setCurrentIndex(self.rule.findData(profile.rule))
        self.colour.setCurrentText(profile.colour)
        self._choose_second(profile.second_opinion)
        self.second_shown.setCurrentIndex(self.second_shown.findData(profile.second_opinion_shown))
        self.ask_table.setChecked(profile.ask_table)
        self.declare_count.setChecked(profile.declare_count)
        self.federation.setCurrentIndex(max(0, self.federation.findData(profile.federation)))
        self.language.setCurrentIndex(max(0, self.language.findData(profile.language)))
        self.credit.setText(profile.credit)
        self._show_preset_note()
        self._show_plan_note()

    def _preset_chosen(self) -> None:
        """A federation chosen: its language, rule and credit line fill the form (each can
        still be changed before saving)."""
        code = str(self.federation.currentData() or "")
        if code:
            preset = FEDERATIONS[code]
            self.language.setCurrentIndex(max(0, self.language.findData(preset.language)))
            self.rule.setCurrentIndex(max(0, self.rule.findData(preset.rule)))
            self.credit.setText(preset.credit)
        self._show_preset_note()

    def _show_preset_note(self) -> None:
        code = str(self.federation.currentData() or "")
        self.preset_note.setVisible(bool(code))  # no empty row under "(none)"
        if not code:
            self.preset_note.setText("")
            return
        preset = FEDERATIONS[code]
        note = self.tr("Rule: {source}").format(source=preset.rule_source)
        if not preset.confirmed:
            note += "\n" + self.tr(
                "Check this rule against your event's own rules before the first round."
            )
        self.preset_note.setText(note)

    def new_profile(self) -> None:
        self.table.clearSelection()
        self.editing = None
        count = len(self.config.profiles)
        self.name.setText(f"Division {chr(ord('A') + count)}")
        self.colour.setCurrentText(PROFILE_COLOURS[count % len(PROFILE_COLOURS)])
        self._choose_second("")
        self.name.setFocus()

    def _choose_second(self, name: str) -> None:
        """Show a second opinion by name ("" for none); one not installed leaves the choice as
        it is, like ``setCurrentText``."""
        index = self.second.findData(name)
        if index >= 0:
            self.second.setCurrentIndex(index)

    def _form_profile(self) -> Profile:
        return Profile(
            name=self.name.text().strip(),
            lexicon=self.lexicon.currentText(),
            rule=str(self.rule.currentData()),
            colour=self.colour.currentText().strip(),
            second_opinion=str(self.second.currentData() or ""),
            second_opinion_shown=str(self.second_shown.currentData()),
            ask_table=self.ask_table.isChecked(),
            declare_count=self.declare_count.isChecked(),
            federation=str(self.federation.currentData() or ""),
            language=str(self.language.currentData() or "en"),
            credit=self.credit.text().strip(),
        )

    def save_profile(self) -> None:
        profile = self._form_profile()
        profiles = list(self.config.profiles)
        if self.editing is None:
            profiles.append(profile)
        else:
            profiles[self.editing] = profile
        new = dataclasses.replace(self.config, profiles=tuple(profiles))
        lines = self.context.service.preview(new)
        if not lines:
            return
        question = "\n\n".join(director_text(line) for line in lines)
        if not self.context.ask(self, self.tr("Change the station"), question):
            return
        self._apply(tuple(profiles))

    def remove_profile(self) -> None:
        if self.editing is None or len(self.config.profiles) < 2:
            self.context.tell(
                self, self.tr("Profiles"), self.tr("A station needs at least one profile.")
            )
            return
        profile = self.config.profiles[self.editing]
        question = self.tr("Remove profile {profile}?").format(profile=repr(profile.name))
        if not self.context.ask(self, self.tr("Remove profile"), question):
            return
        profiles = [p for i, p in enumerate(self.config.profiles) if i != self.editing]
        self.editing = 0
        self._apply(tuple(profiles))

    def _apply(self, profiles: tuple[Profile, ...]) -> None:
        new = dataclasses.replace(self.config, profiles=profiles)
        try:
            self.context.service.apply(new)
        except ChangeRefused as exc:
            self.context.tell(self, self.tr("Not changed"), director_text(exc))
            return
        except ValueError as exc:  # a name or colour the config file would refuse
            self.context.tell(self, self.tr("Not changed"), director_text(exc))
            return
        self.refresh()
